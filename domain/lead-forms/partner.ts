import { company, stateLocations } from '../company/company';
import { labelOf } from '../forms/options';
import { fieldMessages } from '../forms/text';
import { contactPersonLead, type ContactPerson, type LeadSourceDefinition } from '../leads/lead-source';

/** The partner form's option lists, with the labels it shows (docs/product.md §7.7). */
export const partnerTypes = [
  { value: 'developer', label: 'Developer' },
  { value: 'financial-lender', label: 'Financial Lender' },
  { value: 'material-supplier', label: 'Material Supplier' },
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'subcontractor', label: 'Subcontractor' },
  { value: 'other', label: 'Other' },
] as const;

export const partnerLocations = [...stateLocations, { value: 'multi-state', label: 'Multi-State' }] as const;

/**
 * The partner lead requires `projectTypes`, so the form gets a visible multi-select (docs/product.md §7.7) of
 * the project types a partner handles, drawn from the company's own lines of work.
 */
export const partnerProjectTypes = [
  { value: 'residential', label: 'Residential' },
  { value: 'subdivisions', label: 'Subdivisions & CPR Developments' },
  { value: 'commercial', label: 'Commercial Buildings' },
  { value: 'retail', label: 'Retail & Shopping Centers' },
  { value: 'restaurant', label: 'Restaurants & Hospitality' },
  { value: 'office', label: 'Offices & Tenant Improvements' },
  { value: 'industrial', label: 'Industrial & Warehouses' },
  { value: 'prefab', label: 'Prefab, SIP & Panelized' },
  { value: 'renovation', label: 'Renovation & Remodel' },
  { value: 'emergency-repair', label: 'Emergency Repair' },
] as const;

/** The partner form's exact messages. Phone needs at least 10 characters (docs/product.md §7.7). */
export const partnerMessages = {
  partnerType: 'Partner type is required',
  companyName: fieldMessages.companyName,
  contactName: fieldMessages.contactName,
  email: fieldMessages.email,
  phone: fieldMessages.phone,
  location: fieldMessages.location,
  services: 'Services description is required',
  experience: 'Experience information is required',
  projectTypes: 'Project types is required',
  capacity: 'Capacity information is required',
  message: 'Message is required',
} as const;

/** The partner form's toasts (docs/product.md §7.7). */
export const partnerCopy = {
  submit: 'Submit Application',
  pending: 'Submitting...',
  success: {
    title: 'Partnership Application Submitted',
    description: "We'll review your application and contact you within 48 hours.",
  },
  failure: { title: 'Submission Error', description: 'Please try again or contact us directly.' },
} as const;

/** The partner application as a lead source (docs/decisions/107); its schema is `partner-schema.ts`. */
export const partnerSource = {
  label: 'Partner',
  title: 'Partner application',
  replyOpening: 'Thank you for applying to partner with us. I have read your application and would like to',
  icon: 'handshake',
  form: {
    path: 'partners',
    name: 'partnership application',
    promise: `Our partnerships team will review your application and contact you within ${company.responseTimes.partner}.`,
    respondWithin: { hours: 48 },
  },
  normalise: (data: ContactPerson & { partnerType: string; companyName: string }) => ({
    ...contactPersonLead(data, partnerLocations, `Partner: ${labelOf(partnerTypes, data.partnerType)}`),
    company: data.companyName,
  }),
} as const satisfies LeadSourceDefinition<never>;
