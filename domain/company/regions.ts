import type { CalculatorLocation } from '../pricing/calculator';

/**
 * How people write the three states we build in: the name, the postal abbreviation and the places they
 * name instead (a visitor asks about "LA", a form says "Portland, OR"). One rule for the chat's prices and
 * the admin's region counts, so both read a location the same way.
 *
 * 'OR' and 'HI' count only in capitals: in lower case they are the English 'or' and the greeting 'hi'.
 */
export type RegionLabel = 'California' | 'Oregon' | 'Hawaii';

const regionPatterns: { region: CalculatorLocation; label: RegionLabel; patterns: RegExp[] }[] = [
  {
    region: 'california',
    label: 'California',
    patterns: [
      /\b(california|calif|cali|socal|norcal|ca|la|sf|bay area|silicon valley|orange county)\b/i,
      /\b(los angeles|san francisco|san diego|san jose|oakland|berkeley|sacramento|concord|walnut creek|fresno)\b/i,
      /\b(long beach|irvine|palo alto|pasadena|santa (barbara|monica|rosa|cruz|clara)|napa|sonoma|stockton)\b/i,
    ],
  },
  {
    region: 'oregon',
    label: 'Oregon',
    patterns: [
      /\b(oregon|pdx|portland|salem|eugene|medford|beaverton|gresham|hillsboro|corvallis|willamette)\b/i,
      /\bpacific northwest\b/i,
      /\bOR\b/,
    ],
  },
  {
    region: 'hawaii',
    label: 'Hawaii',
    patterns: [
      /\b(hawaii|hawai['ʻ]i|oahu|o['ʻ]ahu|maui|kauai|kaua['ʻ]i|big island|honolulu|hilo|kona|kailua|waikiki)\b/i,
      /\b(lanai|lāna['ʻ]i|molokai|kapolei|lahaina|kihei|waimea|pearl city)\b/i,
      /\bHI\b/,
    ],
  },
];

export interface RegionMention {
  region: CalculatorLocation;
  label: RegionLabel;
}

/** The three states, in the order the site lists them. */
export const allRegions: RegionMention[] = regionPatterns.map(({ region, label }) => ({ region, label }));

/** Where in the text a region is first named, or -1. */
function firstIndexOf(text: string, patterns: RegExp[]): number {
  const found = patterns.map((pattern) => text.search(pattern)).filter((index) => index >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** Every state the text names, in the order the text names them. */
export function regionsIn(text: string): RegionMention[] {
  return regionPatterns
    .map(({ region, label, patterns }) => ({ region, label, at: firstIndexOf(text, patterns) }))
    .filter((mention) => mention.at >= 0)
    .toSorted((a, b) => a.at - b.at)
    .map(({ region, label }) => ({ region, label }));
}

/** The state a location is in: the first one it names ("Portland, OR" is Oregon), or undefined. */
export const regionOf = (text: string): RegionMention | undefined => regionsIn(text)[0];
