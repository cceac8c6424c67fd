import { company } from '@site/domain/company/company';
import type { LeadSourceEntry } from '@site/domain/leads/leads';

/**
 * Step 3 of docs/recipes/add-a-lead-form.md, compiled with the project against the registry's own type: the
 * recipe's block is this entry, word for word (scripts/recipes.test.ts), so the recipe cannot drift from the
 * registry. The folders mirror domain/, so the schema's path is the one the real registry uses.
 */
export const leadSourceRegistry = {
  // recipe:start
  callback: {
    label: 'Callback', // filters, cards, tables and charts in /admin
    title: 'Callback request', // how e-mails name it ("New callback request lead: …")
    replyOpening: 'Thank you for asking us to call. I would like to', // how a staff e-mail reply starts
    form: {
      path: 'callback-requests', // POST /api/callback-requests, and its rate-limit bucket
      name: 'callback request', // the notice when a kept request could not be delivered
      schema: () => import('../lead-forms/callback-schema').then((module) => module.callbackSchema),
      promise: `We will call you back within ${company.responseTimes.intake}.`, // the confirmation e-mail
      respondWithin: { businessDays: 2 }, // the same promise as the follow-up clock reads it
    },
  },
  // recipe:end
} as const satisfies Record<string, LeadSourceEntry>;
