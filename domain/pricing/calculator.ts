import { company, stateLocations } from '../company/company';
import { labelOf } from '../forms/options';
import { notProvided, type LeadSourceDefinition } from '../leads/lead-source';

/** The calculator form's option values and their labels (docs/product.md §7.5). */
export const calculatorProjectTypes = [
  { value: 'commercial', label: 'Commercial Building' },
  { value: 'retail', label: 'Retail Store' },
  { value: 'restaurant', label: 'Restaurant/Food Service' },
  { value: 'office', label: 'Office Space' },
  { value: 'residential', label: 'Residential' },
  { value: 'renovation', label: 'Renovation/Remodel' },
] as const;

export const calculatorTimelines = [
  { value: 'rush', label: 'Rush ASAP' },
  { value: 'standard', label: 'Standard' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export const calculatorQualityLevels = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium' },
  { value: 'luxury', label: 'Luxury' },
] as const;

type ValueOf<T extends readonly { value: string }[]> = T[number]['value'];
export type CalculatorProjectType = ValueOf<typeof calculatorProjectTypes>;
export type CalculatorLocation = ValueOf<typeof stateLocations>;
export type CalculatorTimeline = ValueOf<typeof calculatorTimelines>;
export type CalculatorQuality = ValueOf<typeof calculatorQualityLevels>;

/** The calculator's texts (docs/product.md §7.5). */
export const calculatorCopy = {
  detailsTitle: 'Project Details',
  estimateTitle: 'Your Project Estimate',
  empty: 'Fill out the project details to get your instant estimate',
  calculate: 'Calculate Estimate',
  calculating: 'Calculating...',
  sendDetailed: 'Get Detailed Estimate',
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in project type, square footage, and location to calculate estimate.',
  },
  emailRequired: { title: 'Email Required', description: 'Please provide your email to receive detailed estimate.' },
  sent: { title: 'Estimate Sent!', description: 'Check your email for detailed project breakdown and next steps.' },
  /** Shown when the lead is kept in the outbox because the network failed (docs/product.md §7.2). */
  queued: { title: 'Success!', description: 'Your estimate has been calculated. A specialist will contact you soon.' },
  /** A non-ok answer is reported, not swallowed (docs/product.md §7.5). */
  notSent: { title: 'Estimate Not Sent' },
} as const;

/** The button reads 'Calculating...' for this long (docs/product.md §7.5). */
export const calculationDelayMs = 2000;

/** Largest project the instant estimate takes; beyond it, people should talk to an estimator. */
export const maxSquareFootage = 10_000_000;

/** The calculator's detailed-estimate request as a lead source (docs/decisions/107); its schema is `calculator-schema.ts`. */
export const calculatorSource = {
  label: 'Calculator',
  title: 'Project calculator',
  replyOpening: 'Thank you for using our project calculator. I have looked at your estimate and would like to',
  icon: 'calculator',
  form: {
    path: 'project-calculator-leads',
    name: 'project calculator request',
    promise: `Thank you. We will reply within ${company.responseTimes.intake}.`,
    respondWithin: { businessDays: 2 },
  },
  normalise: (data: { email: string; phone?: string; location: string; projectType: string }) => ({
    name: notProvided,
    email: data.email,
    phone: data.phone,
    location: labelOf(stateLocations, data.location),
    projectType: labelOf(calculatorProjectTypes, data.projectType),
  }),
} as const satisfies LeadSourceDefinition<never>;
