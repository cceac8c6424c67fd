import { company, stateLocations } from '../company/company';
import { labelOf } from '../forms/options';
import { fieldMessages } from '../forms/text';
import { contactPersonLead, type ContactPerson, type LeadSourceDefinition } from '../leads/lead-source';

/** The bid request's option lists (docs/product.md §7.7), with the labels the form shows. */
export const bidProjectTypes = [
  { value: 'commercial-building', label: 'Commercial Building' },
  { value: 'shopping-center', label: 'Shopping Center' },
  { value: 'office-complex', label: 'Office Complex' },
  { value: 'retail-space', label: 'Retail Space' },
  { value: 'warehouse', label: 'Warehouse' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'renovation', label: 'Renovation' },
  { value: 'tenant-improvement', label: 'Tenant Improvement' },
  { value: 'modular-construction', label: 'Modular Construction' },
  { value: 'other', label: 'Other' },
] as const;

export const bidProjectSizes = [
  { value: 'under-5000-sf', label: 'Under 5,000 sq ft' },
  { value: '5000-15000-sf', label: '5,000 - 15,000 sq ft' },
  { value: '15000-50000-sf', label: '15,000 - 50,000 sq ft' },
  { value: '50000-100000-sf', label: '50,000 - 100,000 sq ft' },
  { value: 'over-100000-sf', label: 'Over 100,000 sq ft' },
] as const;

export const bidBudgets = [
  { value: 'under-100k', label: 'Under $100K' },
  { value: '100k-500k', label: '$100K - $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m-5m', label: '$1M - $5M' },
  { value: 'over-5m', label: 'Over $5M' },
] as const;

export const bidTimelines = [
  { value: '1-3-months', label: '1-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: 'over-1-year', label: 'Over 1 year' },
] as const;

/**
 * The bid form's messages (docs/product.md §7.7). Where a field is simply required, the message is the one the
 * other forms use for the same field.
 */
export const bidMessages = {
  projectType: fieldMessages.projectType,
  location: fieldMessages.location,
  projectSize: 'Project size is required',
  budget: fieldMessages.budget,
  timeline: fieldMessages.timeline,
  companyName: fieldMessages.companyName,
  contactName: fieldMessages.contactName,
  email: fieldMessages.email,
  phone: fieldMessages.phone,
  projectDescription: 'Project description is required',
  requirements: 'Requirements are required',
} as const;

/** The bid form's toasts (docs/product.md §7.7). */
export const bidCopy = {
  submit: 'Request Bid',
  pending: 'Submitting...',
  success: {
    title: 'Bid Request Submitted',
    description: "We'll prepare your project bid and respond within 3 business days.",
  },
  failure: { title: 'Bid Request Error', description: 'Please try again or contact us directly.' },
} as const;

/** The bid request as a lead source (docs/decisions/107); its schema is `bid-schema.ts`. */
export const bidSource = {
  label: 'Bid request',
  title: 'Bid request',
  replyOpening: 'Thank you for inviting us to bid. I have read your request and would like to',
  icon: 'gavel',
  form: {
    path: 'bid-request',
    name: 'bid request',
    promise: `Our estimating team will review your bid request and reply within ${company.responseTimes.bid}.`,
    respondWithin: { businessDays: 3 },
  },
  normalise: (data: ContactPerson & { projectType: string; companyName: string }) => ({
    ...contactPersonLead(data, stateLocations, `Bid: ${labelOf(bidProjectTypes, data.projectType)}`),
    company: data.companyName,
  }),
} as const satisfies LeadSourceDefinition<never>;
