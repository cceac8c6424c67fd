import type { CalculatorProjectType, CalculatorQuality, CalculatorTimeline } from './calculator';
import { regionsIn, type RegionMention } from '../company/regions';

/**
 * What a visitor's price question says in their own words, read into the calculator's inputs: "a 3k sq ft
 * high-end restaurant in LA, ASAP" is 3,000 sq ft, restaurant, California, luxury, rush. Anything the
 * question leaves out stays undefined, so the answer can say what it assumed.
 */
export interface PriceQuestion {
  squareFootage?: number;
  projectType?: { value: CalculatorProjectType; label: string };
  regions: RegionMention[];
  quality?: CalculatorQuality;
  timeline?: CalculatorTimeline;
}

// '3,000 sq ft', '3000 square feet', '3k sqft', '2.5 thousand sf', '3,000-square-foot', '1200 ft²'.
const squareFeetPattern =
  /(\d+(?:,\d{3})*(?:\.\d+)?)\s*(k|thousand)?\s*-?\s*(?:sq\.?\s*-?\s*f(?:ee|oo)?t\.?|sqft|square[\s-]*f(?:ee|oo)t|sf|ft2|ft²)(?![a-z])/i;

/** The size in square feet the text names, if any ('3k' and '3,000' are both 3,000). */
export function squareFootageIn(text: string): number | undefined {
  const match = squareFeetPattern.exec(text);
  if (!match?.[1]) return undefined;
  const size = Math.round(Number(match[1].replaceAll(',', '')) * (match[2] ? 1000 : 1));
  return Number.isFinite(size) && size > 0 ? size : undefined;
}

// Whole words only: a 'warehouse' is not a 'house'. Earlier rows win ('coffee shop' is food, not retail).
const projectTypeWords: [RegExp, CalculatorProjectType, string][] = [
  [
    /\b(restaurants?|cafes?|caf\u00e9s?|diners?|food|eatery|eateries|coffee shops?|bakery|bakeries)\b/i,
    'restaurant',
    'restaurant',
  ],
  [/\b(retail|stores?|shops?|storefronts?|boutiques?)\b/i, 'retail', 'retail'],
  [/\b(offices?|workspaces?)\b/i, 'office', 'office'],
  [/\b(renovat\w*|remodel\w*|tenant improvements?|ti|refurbish\w*)\b/i, 'renovation', 'renovation'],
  [
    /\b(homes?|houses?|residential|residences?|adus?|ohana|duplex(es)?|condos?|townhouses?|townhomes?|cabins?|cottages?)\b/i,
    'residential',
    'residential',
  ],
  [/\b(commercial|warehouses?|buildings?|industrial)\b/i, 'commercial', 'commercial'],
];

export function projectTypeIn(text: string): PriceQuestion['projectType'] {
  const found = projectTypeWords.find(([pattern]) => pattern.test(text));
  return found ? { value: found[1], label: found[2] } : undefined;
}

// 'standard' alone is also a timeline word, so it is a quality only when it is not about time.
const qualityWords: [RegExp, CalculatorQuality][] = [
  [
    /\b(luxury|luxurious|high[\s-]?end|top[\s-]of[\s-]the[\s-]line|top[\s-]tier|upscale|deluxe|finest|best finish\w*)\b/i,
    'luxury',
  ],
  [/\b(premium|upgraded|upgrade|mid[\s-]?range|mid[\s-]?grade|above[\s-]average|better finish\w*)\b/i, 'premium'],
  [
    /\b(basic|builder[\s-]?grade|economy|economical|no[\s-]frills|entry[\s-]level|budget finish\w*)\b|\bstandard\b(?!\s+(schedule|timeline|timing|pace|time|delivery|speed))/i,
    'standard',
  ],
];

export function qualityIn(text: string): CalculatorQuality | undefined {
  return qualityWords.find(([pattern]) => pattern.test(text))?.[1];
}

// 'No rush' is checked before 'rush'.
const timelineWords: [RegExp, CalculatorTimeline][] = [
  [
    /\b(flexible|flexibility|no (rush|hurry|deadline)|not in (a|any) (rush|hurry)|not urgent|relaxed|whenever|take (our|my) time|open[\s-]ended|slow(er)? (schedule|pace))\b/i,
    'flexible',
  ],
  [
    /\b(rush\w*|asap|a\.s\.a\.p|as soon as possible|urgent\w*|emergency|fast[\s-]?track\w*|expedit\w*|accelerated|right away|tight deadline|hurry)\b/i,
    'rush',
  ],
  [/\b(standard|normal|regular|typical|usual)\s+(schedule|timeline|timing|pace)\b/i, 'standard'],
];

export function timelineIn(text: string): CalculatorTimeline | undefined {
  return timelineWords.find(([pattern]) => pattern.test(text))?.[1];
}

/** Everything a price question says, read with the calculator's option values. */
export function readPriceQuestion(text: string): PriceQuestion {
  return {
    squareFootage: squareFootageIn(text),
    projectType: projectTypeIn(text),
    regions: regionsIn(text),
    quality: qualityIn(text),
    timeline: timelineIn(text),
  };
}

/**
 * A follow-up ('what if it was premium?') keeps what the earlier question said and changes only what the
 * new one says.
 */
export function withEarlier(current: PriceQuestion, earlier: PriceQuestion): PriceQuestion {
  return {
    squareFootage: current.squareFootage ?? earlier.squareFootage,
    projectType: current.projectType ?? earlier.projectType,
    regions: current.regions.length > 0 ? current.regions : earlier.regions,
    quality: current.quality ?? earlier.quality,
    timeline: current.timeline ?? earlier.timeline,
  };
}
