import type { z } from 'zod';
import { labelOf, type Option } from '../forms/options';

/** How long a form promises the visitor an answer takes; the far end of a range ('1-2 business days': 2). */
export type ResponsePromise = { hours: number } | { businessDays: number } | 'urgency-tier';

/** A public form's part of its definition: what the Worker routes, the browser posts and the outbox names. */
export interface LeadFormDefinition {
  /** The form's endpoint under `/api/`, which is also its rate-limit bucket. */
  path: string;
  /** The form as the visitor knows it, in the notice that a kept request could not be delivered. */
  name: string;
  /** The confirmation e-mail's promise: when the visitor will hear back. */
  promise: string;
  /**
   * The same promise as the clock reads it (docs/decisions/078): hours, business days in the company's time
   * zone, or the emergency's urgency tier.
   */
  respondWithin: ResponsePromise;
}

/** A public form as the registry holds it: its definition and its zod schema's loader (docs/decisions/048). */
export interface LeadForm extends LeadFormDefinition {
  /** The form's zod schema, the same on the server and (loaded when the visitor first needs it) in the browser. */
  schema: () => Promise<z.ZodType>;
}

/** The staff pages' picture of a source; `ui` draws each name with its icon (LeadCard's `sourceIcons`). */
export type LeadSourceIcon =
  'calculator' | 'clipboard' | 'mail' | 'shield' | 'handshake' | 'siren' | 'gavel' | 'lightbulb' | 'message';

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

/**
 * One way a lead arrives (docs/product.md §7.1), defined in its own module (docs/decisions/107): how staff and
 * e-mails name it, how a reply starts, its icon, how its submission becomes the admin Lead, and for a public
 * form, its endpoint and promise. `Data` is what the normaliser reads of the stored submission.
 */
export interface LeadSourceDefinition<Data> {
  /** How staff see the source in filters, cards, tables and charts. */
  label: string;
  /** How e-mails name the source ('New project calculator lead'). */
  title: string;
  /** How a staff reply to such a lead starts, after the greeting (docs/decisions/078). */
  replyOpening: string;
  icon: LeadSourceIcon;
  /**
   * The submission as the admin Lead. Choices are stored as their labels ('California', not 'california')
   * because staff read them and analytics matches region names in the location text; a form without a
   * person's name or a place says so ('Not provided'); forms that are not a project request say what they
   * are in the project type ('Partner: Developer').
   */
  normalise: (data: Data) => LeadFields;
  /** Set for the six public forms that post a lead to their own endpoint (docs/product.md §7.1). */
  form?: LeadFormDefinition;
}

/** What the partner, emergency and bid forms ask of the person to contact, and the listed location they pick. */
export interface ContactPerson {
  contactName: string;
  email: string;
  phone: string;
  location: string;
}

/** The partner, emergency and bid forms name a contact person and pick a listed location the same way. */
export const contactPersonLead = (
  data: ContactPerson,
  locations: readonly Option[],
  projectType: string,
): LeadFields => ({
  name: data.contactName,
  email: data.email,
  phone: data.phone,
  location: labelOf(locations, data.location),
  projectType,
});
