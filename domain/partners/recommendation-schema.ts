import { z } from '../forms/zod';
import { honeypotShape } from '../forms/honeypot-schema';
import {
  recommendationBudgets,
  recommendationLocations,
  recommendationProjectTypes,
  recommendationTimelines,
} from './recommendation';
import { limits, fieldMessages } from '../forms/text';
import { emailAddress, optionalText, requiredText } from '../forms/text-schema';

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string({ error: message })
    .refine((value): value is T => (values as readonly string[]).includes(value), { error: message });

/** The recommendation form's exact messages (docs/product.md, section 9.1). */
export const recommendationSchema = z.object({
  projectType: oneOf(recommendationProjectTypes, 'Project type is required'),
  location: oneOf(recommendationLocations, fieldMessages.location),
  budget: oneOf(recommendationBudgets, 'Budget is required'),
  timeline: oneOf(recommendationTimelines, 'Timeline is required'),
  size: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const squareFeet =
        typeof value === 'number'
          ? value
          : Number(value.replaceAll(',', '').replace(/\s*(sq\.?\s*ft|sf|square feet)\s*$/i, ''));
      if (!Number.isFinite(squareFeet) || squareFeet <= 0 || squareFeet > 10_000_000) {
        context.addIssue({ code: 'custom', message: 'Size must be a number of square feet' });
        return z.NEVER;
      }
      return squareFeet;
    }),
  specialRequirements: z
    .array(requiredText('Requirement cannot be empty'))
    .max(10, { error: 'At most 10 requirements' })
    .optional(),
  userPreferences: optionalText(limits.longText),
  contactEmail: z
    .union([z.literal(''), emailAddress('Valid email required')])
    .optional()
    .transform((value) => (value ? value : undefined)),
  contactPhone: optionalText(limits.phone),
  ...honeypotShape,
});

export type RecommendationInput = z.input<typeof recommendationSchema>;
export type RecommendationRequest = z.output<typeof recommendationSchema>;
