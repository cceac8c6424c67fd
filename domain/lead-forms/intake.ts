import { company } from '../company/company';
import { labelOf } from '../forms/options';
import { fieldMessages } from '../forms/text';
import type { LeadSourceDefinition } from '../leads/lead-source';

/** The project intake request's option values and their labels (docs/product.md §7.6). */
export const intakeProjectTypes = [
  { value: 'design-build', label: 'Design-Build' },
  { value: 'residential-construction', label: 'Residential Construction' },
  { value: 'commercial-construction', label: 'Commercial Construction' },
  { value: 'retail-construction', label: 'Retail Construction' },
  { value: 'jewelry-store-construction', label: 'Jewelry Store Construction' },
  { value: 'custom-interiors', label: 'Custom Interiors' },
  { value: 'construction-management', label: 'Construction Management' },
  { value: 'project-consultation', label: 'Project Consultation' },
  { value: 'planning-consultation', label: 'Planning Consultation' },
  { value: 'other', label: 'Other' },
] as const;

export const intakeStoryCounts = [
  { value: '1', label: '1 story' },
  { value: '2', label: '2 stories' },
  { value: '3', label: '3 stories' },
  { value: '4+', label: '4 or more stories' },
] as const;

export const intakeBudgets = [
  { value: 'under-250k', label: 'Under $250K' },
  { value: '250k-500k', label: '$250K - $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m-5m', label: '$1M - $5M' },
  { value: '5m-10m', label: '$5M - $10M' },
  { value: 'over-10m', label: 'Over $10M' },
] as const;

export const intakeTimelines = [
  { value: 'immediate', label: 'Immediate' },
  { value: '1-3-months', label: '1-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: 'over-1-year', label: 'Over 1 year' },
  { value: 'planning-phase', label: 'Still in the planning phase' },
] as const;

export const intakeServices = [
  { value: 'architectural-design', label: 'Architectural Design' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'construction', label: 'Construction' },
  { value: 'project-management', label: 'Project Management' },
  { value: 'permitting', label: 'Permitting' },
  { value: 'consultation', label: 'Consultation' },
] as const;

export const intakeReferralSources = [
  { value: 'google-search', label: 'Google Search' },
  { value: 'referral', label: 'Referral' },
  { value: 'previous-client', label: 'Previous Client' },
  { value: 'social-media', label: 'Social Media' },
  { value: 'industry-publication', label: 'Industry Publication' },
  { value: 'trade-show', label: 'Trade Show' },
  { value: 'other', label: 'Other' },
] as const;

/** The intake form's exact messages (docs/product.md §7.6): what the visitor sees, in the browser and from the API. */
export const intakeMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: fieldMessages.email,
  phone: fieldMessages.phone,
  projectType: fieldMessages.projectType,
  projectLocation: 'Project location is required',
  projectDescription: 'Please provide a detailed project description',
  budget: fieldMessages.budget,
  timeline: fieldMessages.timeline,
  projectSize: 'Project size must be a number of square feet',
  storyCount: 'Choose a number of stories from the list',
  startDate: 'Start date must be a date',
  services: 'Choose services from the list',
  referralSource: 'Choose how you heard about us from the list',
} as const;

/** What the intake form says (docs/product.md §7.6) while submitting, after success and after failure. */
export const intakeCopy = {
  submit: 'Submit Request',
  pending: 'Submitting...',
  success: {
    title: 'Request Submitted Successfully!',
    description: "We'll review your request and contact you within 1-2 business days to schedule a consultation.",
  },
  failure: { title: 'Submission Failed' },
} as const;

/** The project intake form as a lead source (docs/decisions/107); its schema is `intake-schema.ts`. */
export const intakeSource = {
  label: 'Intake',
  title: 'Project intake',
  replyOpening: 'Thank you for telling us about your project. I have read your intake form and would like to',
  icon: 'clipboard',
  form: {
    path: 'intake',
    name: 'project intake form',
    promise: `We will review your project and reply within ${company.responseTimes.intake}.`,
    respondWithin: { businessDays: 2 },
  },
  normalise: (data: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company?: string;
    projectLocation: string;
    projectType: string;
  }) => ({
    name: `${data.firstName} ${data.lastName}`,
    email: data.email,
    phone: data.phone,
    company: data.company,
    location: data.projectLocation,
    projectType: labelOf(intakeProjectTypes, data.projectType),
  }),
} as const satisfies LeadSourceDefinition<never>;
