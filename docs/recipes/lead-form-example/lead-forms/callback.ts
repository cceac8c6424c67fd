import { company } from '@site/domain/company/company';
import { notProvided, type LeadSourceDefinition } from '@site/domain/leads/lead-source';

/**
 * Step 1 of docs/recipes/add-a-lead-form.md, compiled with the project against the definition's own type: the
 * recipe's block is this definition, word for word (scripts/recipes.test.ts), so the recipe cannot drift.
 */
// recipe:start
export const callbackSource = {
  label: 'Callback', // filters, cards, tables and charts in /admin
  title: 'Callback request', // how e-mails name it ("New callback request lead: …")
  replyOpening: 'Thank you for asking us to call. I would like to', // how a staff e-mail reply starts
  icon: 'message', // its picture in /admin: a name of LeadSourceIcon, which ui draws
  form: {
    path: 'callback-requests', // POST /api/callback-requests, and its rate-limit bucket
    name: 'callback request', // the notice when a kept request could not be delivered
    promise: `We will call you back within ${company.responseTimes.intake}.`, // the confirmation e-mail
    respondWithin: { businessDays: 2 }, // the same promise as the follow-up clock reads it
  },
  // The request as the admin Lead: the parameter names only what it reads of the schema's output.
  normalise: (data: { name: string; phone: string }) => ({
    name: data.name,
    email: notProvided,
    phone: data.phone,
    location: notProvided,
    projectType: 'Callback request',
  }),
} as const satisfies LeadSourceDefinition<never>;
// recipe:end
