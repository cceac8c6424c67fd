import type { z } from 'zod';
import { company } from '../company/company';

/** A public form's part of the registry: what the Worker routes, the browser posts and the outbox names. */
interface LeadForm {
  /** The form's endpoint under `/api/`, which is also its rate-limit bucket. */
  path: string;
  /** The form as the visitor knows it, in the notice that a kept request could not be delivered. */
  name: string;
  /** The form's zod schema, the same on the server and (loaded when the visitor first needs it) in the browser. */
  schema: () => Promise<z.ZodType>;
  /** The confirmation e-mail's promise: when the visitor will hear back. */
  promise: string;
  /**
   * The same promise as the clock reads it (docs/decisions/078): hours, business days in the company's time
   * zone, or the emergency's urgency tier.
   */
  respondWithin: ResponsePromise;
}

/** How long a form promises the visitor an answer takes; the far end of a range ('1-2 business days': 2). */
export type ResponsePromise = { hours: number } | { businessDays: number } | 'urgency-tier';

export interface LeadSourceEntry {
  /** How staff see the source in filters, cards, tables and charts. */
  label: string;
  /** How e-mails name the source ('New project calculator lead'). */
  title: string;
  /** How a staff reply to such a lead starts, after the greeting (docs/decisions/078). */
  replyOpening: string;
  /** Set for the six public forms that post a lead to their own endpoint (docs/product.md §7.1). */
  form?: LeadForm;
}

/**
 * Every way a lead arrives (docs/product.md §7.1), in the order staff see them. Adding a public form is one entry
 * here with its `form`, plus its schema and widget (docs/recipes/add-a-lead-form.md): the Worker's route and rate
 * limit, the browser's submit path, the outbox's notice and the staff labels all come from this entry.
 */
export const leadSourceRegistry = {
  calculator: {
    label: 'Calculator',
    title: 'Project calculator',
    replyOpening: 'Thank you for using our project calculator. I have looked at your estimate and would like to',
    form: {
      path: 'project-calculator-leads',
      name: 'project calculator request',
      schema: () => import('../pricing/calculator-schema').then((module) => module.calculatorLeadSchema),
      promise: `Thank you. We will reply within ${company.responseTimes.intake}.`,
      respondWithin: { businessDays: 2 },
    },
  },
  intake: {
    label: 'Intake',
    title: 'Project intake',
    replyOpening: 'Thank you for telling us about your project. I have read your intake form and would like to',
    form: {
      path: 'intake',
      name: 'project intake form',
      schema: () => import('../lead-forms/intake-schema').then((module) => module.intakeSchema),
      promise: `We will review your project and reply within ${company.responseTimes.intake}.`,
      respondWithin: { businessDays: 2 },
    },
  },
  contact: {
    label: 'Contact',
    title: 'Contact form',
    replyOpening: 'Thank you for your message. I would like to',
    form: {
      path: 'contact',
      name: 'contact form',
      schema: () => import('../lead-forms/contact-schema').then((module) => module.contactSchema),
      promise: `Thank you for reaching out. We will reply within ${company.responseTimes.intake}.`,
      respondWithin: { businessDays: 2 },
    },
  },
  nda: {
    label: 'NDA portal',
    title: 'NDA portal access',
    replyOpening: 'Thank you for your interest in our portfolio. I would like to',
  },
  partner: {
    label: 'Partner',
    title: 'Partner application',
    replyOpening: 'Thank you for applying to partner with us. I have read your application and would like to',
    form: {
      path: 'partners',
      name: 'partnership application',
      schema: () => import('../lead-forms/partner-schema').then((module) => module.partnerSchema),
      promise: `Our partnerships team will review your application and contact you within ${company.responseTimes.partner}.`,
      respondWithin: { hours: 48 },
    },
  },
  emergency: {
    label: 'Emergency',
    title: 'Emergency request',
    replyOpening: 'We have your emergency request. I am the person handling it and would like to',
    form: {
      path: 'emergency',
      name: 'emergency service request',
      schema: () => import('../lead-forms/emergency-schema').then((module) => module.emergencySchema),
      promise: `Our 24-hour response team has your request and will contact you ${company.responseTimes.emergency}. If anyone is in danger, call 911 first; to reach us now, call ${company.phone}.`,
      respondWithin: 'urgency-tier',
    },
  },
  bid: {
    label: 'Bid request',
    title: 'Bid request',
    replyOpening: 'Thank you for inviting us to bid. I have read your request and would like to',
    form: {
      path: 'bid-request',
      name: 'bid request',
      schema: () => import('../lead-forms/bid-schema').then((module) => module.bidSchema),
      promise: `Our estimating team will review your bid request and reply within ${company.responseTimes.bid}.`,
      respondWithin: { businessDays: 3 },
    },
  },
  recommendation: {
    label: 'Recommendation',
    title: 'Project recommendation',
    replyOpening: 'Thank you for asking for a project recommendation. I would like to',
  },
  chat: {
    label: 'Chat',
    title: 'Chat assistant',
    replyOpening: 'Thank you for chatting with us. I would like to',
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

/** A public form's endpoint under `/api/`, as the registry names it. */
export type LeadFormPath = FormOf<LeadFormSource>['path'];

/** What a public form posts: its schema's input. */
export type LeadFormRequest<S extends LeadFormSource> = z.input<Awaited<ReturnType<FormOf<S>['schema']>>>;

const isFormSource = (source: LeadSource): source is LeadFormSource => 'form' in leadSourceRegistry[source];

/** The public forms with their registry entries, in order. */
export const leadForms = leadSources
  .filter(isFormSource)
  .map((source) => ({ source, ...leadSourceRegistry[source].form }));

export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The lead staff work in /admin (docs/product.md §12.3), as every form is normalised into it. */
export interface LeadFields {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  location: string;
  projectType: string;
}

/** What a Lead field holds when the form it came from does not ask for it. */
export const notProvided = 'Not provided';
