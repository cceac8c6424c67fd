import { z } from './zod';
import { honeypotField, honeypotShape } from './honeypot';
import { emailAddress, limits, optionalText, withoutThousandsSeparators } from './text';

/** The calculator form's option values and their labels (docs/product.md §7.5). */
export const calculatorProjectTypes = [
  { value: 'commercial', label: 'Commercial Building' },
  { value: 'retail', label: 'Retail Store' },
  { value: 'restaurant', label: 'Restaurant/Food Service' },
  { value: 'office', label: 'Office Space' },
  { value: 'residential', label: 'Residential' },
  { value: 'renovation', label: 'Renovation/Remodel' },
] as const;

export const calculatorLocations = [
  { value: 'california', label: 'California' },
  { value: 'oregon', label: 'Oregon' },
  { value: 'hawaii', label: 'Hawaii' },
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
export type CalculatorLocation = ValueOf<typeof calculatorLocations>;
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

// Typed as text, with thousands separators or without ('2,500'), as the intake form's project size.
const squareFootage = z.preprocess(
  withoutThousandsSeparators,
  z.coerce
    .number({ error: 'Square footage must be a number' })
    .positive({ error: 'Square footage must be more than 0' })
    .max(maxSquareFootage, { error: `Square footage must be at most ${maxSquareFootage.toLocaleString('en-US')}` }),
);

/** What the estimate is computed from; timeline and quality may be unset (multiplier 1). */
export const calculatorInputSchema = z.object({
  projectType: z.enum(
    calculatorProjectTypes.map((option) => option.value) as [CalculatorProjectType, ...CalculatorProjectType[]],
    {
      error: 'Project type is required',
    },
  ),
  squareFootage,
  location: z.enum(calculatorLocations.map((option) => option.value) as [CalculatorLocation, ...CalculatorLocation[]], {
    error: 'Location is required',
  }),
  timeline: z
    .enum(calculatorTimelines.map((option) => option.value) as [CalculatorTimeline, ...CalculatorTimeline[]])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  qualityLevel: z
    .enum(calculatorQualityLevels.map((option) => option.value) as [CalculatorQuality, ...CalculatorQuality[]])
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type CalculatorInput = z.output<typeof calculatorInputSchema>;

export const estimateSchema = z.object({
  lowEnd: z.number(),
  highEnd: z.number(),
  timelineWeeks: z.number(),
  savings: z.number(),
  confidence: z.number(),
});

/**
 * POST /api/project-calculator-leads (docs/product.md §7.1). The client's `estimate` is accepted for comparison
 * only: the server recomputes it from the inputs (docs/product.md §7.4).
 */
export const calculatorLeadSchema = calculatorInputSchema.extend({
  email: emailAddress(calculatorCopy.emailRequired.description),
  phone: optionalText(limits.phone),
  estimate: estimateSchema.optional(),
  timestamp: z.iso.datetime({ error: 'timestamp must be an ISO date-time' }).optional(),
  ...honeypotShape,
});

export type CalculatorLeadRequest = z.output<typeof calculatorLeadSchema>;

/**
 * The calculator's second step (docs/product.md §7.5): where to send the estimate, with the estimate and the
 * moment it was made, so a new estimate is a new request with its own idempotency key.
 */
export const calculatorContactSchema = calculatorLeadSchema.pick({
  email: true,
  phone: true,
  estimate: true,
  timestamp: true,
  [honeypotField]: true,
});
