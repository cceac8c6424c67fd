import type { z } from 'zod';
import type { ChatLeadData } from '../assistant/chat';
import { bidSource } from '../lead-forms/bid';
import { contactSource } from '../lead-forms/contact';
import { emergencySource } from '../lead-forms/emergency';
import { intakeSource } from '../lead-forms/intake';
import { partnerSource } from '../lead-forms/partner';
import type { NdaLeadData } from '../partners/nda-schema';
import type { RecommendationLeadData } from '../partners/recommendation-engine';
import { calculatorSource } from '../pricing/calculator';
import { notProvided, type LeadForm, type LeadFormDefinition, type LeadSourceDefinition } from './lead-source';

/** A registry entry: a source's definition, with its schema's loader when it is a public form. */
export type LeadSourceEntry = Omit<LeadSourceDefinition<never>, 'form'> & { form?: LeadForm };

/**
 * A form's definition with the loader of its zod schema. The schema is the definition's `-schema` twin
 * (docs/decisions/048), which imports the definition's messages, so the registry names the loader rather than
 * the definition importing its own schema back.
 */
export const withSchema = <Definition extends { form: LeadFormDefinition }, Loader extends LeadForm['schema']>(
  definition: Definition,
  schema: Loader,
) => ({ ...definition, form: { ...definition.form, schema } });

/**
 * Every way a lead arrives (docs/product.md §7.1), in the order staff see them. A public form is defined in its
 * own module (docs/decisions/107, docs/recipes/add-a-lead-form.md) and joins here with its schema's loader: the
 * Worker's route and rate limit, the browser's submit path, the outbox's notice, the staff labels and icons and
 * the normalising into the admin Lead all come from its entry.
 */
export const leadSourceRegistry = {
  calculator: withSchema(
    calculatorSource,
    async () => (await import('../pricing/calculator-schema')).calculatorLeadSchema,
  ),
  intake: withSchema(intakeSource, async () => (await import('../lead-forms/intake-schema')).intakeSchema),
  contact: withSchema(contactSource, async () => (await import('../lead-forms/contact-schema')).contactSchema),
  nda: {
    label: 'NDA portal',
    title: 'NDA portal access',
    replyOpening: 'Thank you for your interest in our portfolio. I would like to',
    icon: 'shield',
    normalise: (data: NdaLeadData) => ({
      name: data.name,
      email: data.email,
      company: data.company,
      location: notProvided,
      projectType: 'NDA portal access',
    }),
  },
  partner: withSchema(partnerSource, async () => (await import('../lead-forms/partner-schema')).partnerSchema),
  emergency: withSchema(emergencySource, async () => (await import('../lead-forms/emergency-schema')).emergencySchema),
  bid: withSchema(bidSource, async () => (await import('../lead-forms/bid-schema')).bidSchema),
  recommendation: {
    label: 'Recommendation',
    title: 'Project recommendation',
    replyOpening: 'Thank you for asking for a project recommendation. I would like to',
    icon: 'lightbulb',
    normalise: (data: RecommendationLeadData) => ({
      name: notProvided,
      email: data.contactEmail ?? notProvided,
      phone: data.contactPhone,
      location: data.location,
      projectType: `Recommendation: ${data.projectType}`,
    }),
  },
  chat: {
    label: 'Chat',
    title: 'Chat assistant',
    replyOpening: 'Thank you for chatting with us. I would like to',
    icon: 'message',
    normalise: (data: ChatLeadData) => {
      const topic = data.message.length > 60 ? `${data.message.slice(0, 57)}...` : data.message;
      return {
        name: notProvided,
        email: data.email ?? notProvided,
        phone: data.phone,
        location: notProvided,
        projectType: `Chat: ${topic}`,
      };
    },
  },
} as const satisfies Record<string, LeadSourceEntry>;

/** Where a lead came from. */
export type LeadSource = keyof typeof leadSourceRegistry;

/** The sources in the registry's order. A key list of a literal object, hence the one widening to its keys. */
export const leadSources = Object.keys(leadSourceRegistry) as [LeadSource, ...LeadSource[]];

/** The sources that are public forms posting to their own endpoint. */
export type LeadFormSource = {
  [S in LeadSource]: (typeof leadSourceRegistry)[S] extends { form: LeadForm } ? S : never;
}[LeadSource];

type FormOf<S extends LeadFormSource> = (typeof leadSourceRegistry)[S]['form'];
type SchemaOf<S extends LeadFormSource> = Awaited<ReturnType<FormOf<S>['schema']>>;

/** A public form's endpoint under `/api/`, as the registry names it. */
export type LeadFormPath = FormOf<LeadFormSource>['path'];

/** What a public form posts: its schema's input. */
export type LeadFormRequest<S extends LeadFormSource> = z.input<SchemaOf<S>>;

/**
 * What a lead of each source keeps as its submission: a public form's request as its schema validated it, or
 * what the portal, the recommendation engine or the chat hands over.
 */
export type LeadSubmissionDataOf = {
  [S in LeadSource]: S extends LeadFormSource
    ? z.output<SchemaOf<S>>
    : Parameters<(typeof leadSourceRegistry)[S]['normalise']>[0];
};

const isFormSource = (source: LeadSource): source is LeadFormSource => 'form' in leadSourceRegistry[source];

/** The public forms with their registry entries, in order. */
export const leadForms = leadSources
  .filter(isFormSource)
  .map((source) => ({ source, ...leadSourceRegistry[source].form }));

export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
