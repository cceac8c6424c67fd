import type { CalculatorInput } from './calculator-schema';

/** Base price per square foot (docs/product.md §7.5) by project type ('any other' = 150). */
export const basePricePerSqft: Record<string, number> = {
  commercial: 180,
  retail: 220,
  restaurant: 250,
  office: 160,
  residential: 140,
  renovation: 120,
};
export const otherBasePricePerSqft = 150;

export const locationMultiplier: Record<string, number> = { california: 1.3, hawaii: 1.5, oregon: 1.1 };
export const otherLocationMultiplier = 1.2;

export const qualityMultiplier: Record<string, number> = { standard: 1, premium: 1.25, luxury: 1.5 };

export const timelineMultiplier: Record<string, number> = { rush: 1.3, standard: 1, flexible: 0.9 };

/** Weeks per started 1,000 sq ft is 2, scaled by project type (other types: 1). */
export const timelineTypeFactor: Record<string, number> = {
  commercial: 1.2,
  retail: 1,
  restaurant: 1.1,
  office: 0.9,
  residential: 0.8,
  renovation: 0.7,
};

export const estimateConfidence = 85;

export interface Estimate {
  lowEnd: number;
  highEnd: number;
  timelineWeeks: number;
  savings: number;
  confidence: number;
}

/**
 * The estimate before the range (docs/product.md §7.5): sqft x base x location x quality x timeline, in whole cents.
 * Whole cents first, then the shares: 1,608,750 x 1.15 in floating point is 1,850,062.4999..., which would
 * round the wrong way; in cents it is exactly 1,850,062.5 and rounds up as arithmetic says.
 */
export function projectCostCents(input: CalculatorInput): number {
  const base = basePricePerSqft[input.projectType] ?? otherBasePricePerSqft;
  const location = locationMultiplier[input.location] ?? otherLocationMultiplier;
  const quality = input.qualityLevel ? (qualityMultiplier[input.qualityLevel] ?? 1) : 1;
  const timeline = input.timeline ? (timelineMultiplier[input.timeline] ?? 1) : 1;
  return Math.round(input.squareFootage * base * location * quality * timeline * 100);
}

/**
 * The instant estimate, exactly as docs/product.md §7.5 defines it. The browser shows it and the server
 * recomputes it for every calculator lead, so both always agree.
 */
export function estimateProject(input: CalculatorInput): Estimate {
  const cents = projectCostCents(input);
  const share = (percent: number) => Math.round((cents * percent) / 10_000);
  const typeFactor = timelineTypeFactor[input.projectType] ?? 1;
  return {
    lowEnd: share(85),
    highEnd: share(115),
    timelineWeeks: Math.ceil(Math.ceil(input.squareFootage / 1000) * 2 * typeFactor),
    savings: share(12),
    confidence: estimateConfidence,
  };
}
