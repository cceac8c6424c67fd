import { company, stateLocations } from '../company/company';
import { labelOf } from '../forms/options';
import { fieldMessages } from '../forms/text';
import { contactPersonLead, type ContactPerson, type LeadSourceDefinition } from '../leads/lead-source';

/**
 * Urgency tiers, most urgent first: the order staff work them in (docs/product.md §12.3). `responseHours` is
 * the far end of the tier's promise, when the promise clock (docs/decisions/078) calls it missed.
 */
export const urgencyLevels = [
  { value: 'critical', label: 'Critical (0-4 hours)', responseHours: 4 },
  { value: 'urgent', label: 'Urgent (same day, 4-12 hours)', responseHours: 12 },
  { value: 'high', label: 'High (within 24 hours)', responseHours: 24 },
  { value: 'standard', label: 'Standard (24-48 hours)', responseHours: 48 },
] as const;
export type UrgencyLevel = (typeof urgencyLevels)[number]['value'];

/** The type of emergency (the form's `projectType`, docs/product.md §7.7). */
export const emergencyTypes = [
  { value: 'structural-damage', label: 'Structural Damage' },
  { value: 'water-damage', label: 'Water Damage' },
  { value: 'fire-damage', label: 'Fire Damage' },
  { value: 'storm-damage', label: 'Storm Damage' },
  { value: 'electrical-emergency', label: 'Electrical Emergency' },
  { value: 'foundation-issues', label: 'Foundation Issues' },
  { value: 'roof-emergency', label: 'Roof Emergency' },
  { value: 'security-breach', label: 'Security Breach' },
  { value: 'other', label: 'Other' },
] as const;

/** The emergency lead requires `preferredResponse`; this is its select (docs/product.md §7.7). */
export const preferredResponses = [
  { value: 'phone-call', label: 'Phone call' },
  { value: 'text-message', label: 'Text message' },
  { value: 'email', label: 'E-mail' },
  { value: 'on-site-visit', label: 'On-site visit' },
] as const;

/** Emergency timeline options of our own: they say when the repair must be done. */
export const emergencyTimelines = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-24-hours', label: 'Within 24 hours' },
  { value: 'within-3-days', label: 'Within 3 days' },
  { value: 'within-2-weeks', label: 'Within 2 weeks' },
  { value: 'after-stabilizing', label: 'Once the site is made safe' },
] as const;

/** Emergency budget options of our own, sized for repairs, with a way to say "unknown". */
export const emergencyBudgets = [
  { value: 'under-10k', label: 'Under $10K' },
  { value: '10k-50k', label: '$10K - $50K' },
  { value: '50k-250k', label: '$50K - $250K' },
  { value: 'over-250k', label: 'Over $250K' },
  { value: 'insurance-claim', label: 'Insurance claim' },
  { value: 'unknown', label: 'Not sure yet' },
] as const;

/**
 * The emergency form's messages (docs/product.md §7.7). Where a field is simply required (location, contact
 * name, e-mail, phone) the message is the one the partner form uses for the same field.
 */
export const emergencyMessages = {
  urgencyLevel: 'Urgency level is required',
  location: fieldMessages.location,
  projectType: fieldMessages.projectType,
  issueDescription: 'Issue description is required',
  contactName: fieldMessages.contactName,
  email: fieldMessages.email,
  phone: fieldMessages.phone,
  preferredResponse: 'Preferred response time is required',
  timeline: fieldMessages.timeline,
  budget: 'Choose a budget from the list',
} as const;

/** The emergency form's toasts (docs/product.md §7.7). */
export const emergencyCopy = {
  submit: 'Submit Emergency Request',
  pending: 'Submitting...',
  success: {
    title: 'Emergency Request Submitted',
    description: 'Our 24-hour response team will contact you immediately.',
  },
  failure: { title: 'Emergency Submission Error', description: 'Please call us directly for immediate assistance.' },
} as const;

/** The emergency request as a lead source (docs/decisions/107); its schema is `emergency-schema.ts`. */
export const emergencySource = {
  label: 'Emergency',
  title: 'Emergency request',
  replyOpening: 'We have your emergency request. I am the person handling it and would like to',
  icon: 'siren',
  form: {
    path: 'emergency',
    name: 'emergency service request',
    promise: `Our 24-hour response team has your request and will contact you ${company.responseTimes.emergency}. If anyone is in danger, call 911 first; to reach us now, call ${company.phone}.`,
    respondWithin: 'urgency-tier',
  },
  // The urgency puts emergencies at the top of the staff list (docs/product.md §12.3).
  normalise: (data: ContactPerson & { projectType: string; urgencyLevel: UrgencyLevel }) => ({
    ...contactPersonLead(data, stateLocations, `Emergency: ${labelOf(emergencyTypes, data.projectType)}`),
    urgency: data.urgencyLevel,
  }),
} as const satisfies LeadSourceDefinition<never>;
