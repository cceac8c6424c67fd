import { stateLocations } from '../company/company';
import { z } from '../forms/zod';
import {
  calculatorCopy,
  calculatorProjectTypes,
  calculatorQualityLevels,
  calculatorTimelines,
  maxSquareFootage,
  type CalculatorLocation,
  type CalculatorProjectType,
  type CalculatorQuality,
  type CalculatorTimeline,
} from './calculator';
import { honeypotField } from '../forms/honeypot';
import { honeypotShape } from '../forms/honeypot-schema';
import { limits, withoutThousandsSeparators, fieldMessages } from '../forms/text';
import { emailAddress, optionalText } from '../forms/text-schema';

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
  location: z.enum(stateLocations.map((option) => option.value) as [CalculatorLocation, ...CalculatorLocation[]], {
    error: fieldMessages.location,
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
 * POST /api/project-calculator-leads (docs/product.md, section 7.1). The client's `estimate` is accepted for comparison
 * only: the server recomputes it from the inputs (docs/product.md, section 7.4).
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
 * The calculator's second step (docs/product.md, section 7.5): where to send the estimate, with the estimate and the
 * moment it was made, so a new estimate is a new request with its own idempotency key.
 */
export const calculatorContactSchema = calculatorLeadSchema.pick({
  email: true,
  phone: true,
  estimate: true,
  timestamp: true,
  [honeypotField]: true,
});

/** A valid calculator request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const calculatorExample = {
  projectType: 'retail',
  squareFootage: '2500',
  location: 'oregon',
  timeline: 'standard',
  qualityLevel: 'premium',
  email: 'dana.whitfield@example.com',
  phone: '(503) 555-0164',
} satisfies z.input<typeof calculatorLeadSchema>;

export const calculatorExampleLead = {
  name: 'Not provided',
  email: 'dana.whitfield@example.com',
  phone: '(503) 555-0164',
  location: 'Oregon',
  projectType: 'Retail Store',
} as const;
