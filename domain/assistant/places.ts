import { company } from '../company/company';
import type { RegionLabel } from '../company/regions';

/**
 * Places visitors name, mapped to the state, the region inside it and the division that builds there
 * (docs/product.md §8.2). The regions are the ones the recommendations form offers (Bay Area, Central Valley,
 * Los Angeles, San Diego; Portland; Oahu, Maui, Big Island, Kauai) plus the few others people name.
 * Longer names come first so 'kailua kona' is the Big Island before 'kailua' is Oahu.
 */
export interface Place {
  /** The place as the answer names it ('Hilo'). */
  name: string;
  /** The region inside the state ('Big Island'); the state itself when the visitor named only the state. */
  region: string;
  state: RegionLabel;
}

interface RegionEntry {
  region: string;
  state: RegionLabel;
  places: string[];
}

const gazetteer: RegionEntry[] = [
  {
    state: 'California',
    region: 'Bay Area',
    places: [
      'Bay Area',
      'East Bay',
      'San Francisco',
      'SF',
      'Oakland',
      'Berkeley',
      'San Jose',
      'Palo Alto',
      'Silicon Valley',
      'Concord',
      'Walnut Creek',
      'Pleasant Hill',
      'Fremont',
      'Hayward',
      'Santa Clara',
      'Marin',
      'Napa',
      'Sonoma',
      'Santa Rosa',
    ],
  },
  {
    state: 'California',
    region: 'Central Valley',
    places: ['Central Valley', 'Sacramento', 'Fresno', 'Stockton', 'Modesto', 'Bakersfield'],
  },
  {
    state: 'California',
    region: 'Los Angeles',
    places: [
      'Los Angeles',
      'LA',
      'Long Beach',
      'Pasadena',
      'Santa Monica',
      'Orange County',
      'Irvine',
      'Anaheim',
      'Santa Barbara',
      'SoCal',
    ],
  },
  { state: 'California', region: 'San Diego', places: ['San Diego', 'Chula Vista', 'Carlsbad', 'Oceanside'] },
  {
    state: 'Oregon',
    region: 'Portland',
    places: ['Portland', 'PDX', 'Beaverton', 'Gresham', 'Hillsboro', 'Lake Oswego', 'Tigard'],
  },
  {
    state: 'Oregon',
    region: 'Willamette Valley',
    places: ['Willamette Valley', 'Willamette', 'Salem', 'Eugene', 'Corvallis', 'Albany'],
  },
  {
    state: 'Oregon',
    region: 'Southern Oregon',
    places: ['Medford', 'Ashland', 'Grants Pass', 'Klamath Falls', 'Roseburg'],
  },
  {
    state: 'Hawaii',
    region: 'Big Island',
    places: ['Big Island', 'Kailua Kona', 'Kailua-Kona', 'Kona', 'Hilo', 'Waimea', 'Volcano'],
  },
  {
    state: 'Hawaii',
    region: 'Oahu',
    places: ['Oahu', 'Honolulu', 'Waikiki', 'Kailua', 'Kapolei', 'Pearl City', 'Kaneohe', 'North Shore'],
  },
  { state: 'Hawaii', region: 'Maui', places: ['Maui', 'Lahaina', 'Kihei', 'Wailea', 'Kahului', 'Wailuku'] },
  { state: 'Hawaii', region: 'Kauai', places: ['Kauai', 'Lihue', 'Princeville', 'Poipu'] },
  { state: 'Hawaii', region: 'Molokai', places: ['Molokai'] },
  { state: 'Hawaii', region: 'Lanai', places: ['Lanai'] },
  { state: 'California', region: 'California', places: ['California', 'Calif', 'Cali', 'NorCal'] },
  { state: 'Oregon', region: 'Oregon', places: ['Oregon', 'Pacific Northwest'] },
  { state: 'Hawaii', region: 'Hawaii', places: ['Hawaii', 'the islands'] },
];

/** Postal codes count only in capitals: in lower case they are the English 'or', 'hi' and 'ca.' of circa. */
const postalCodes: [RegExp, RegionLabel][] = [
  [/\bCA\b/, 'California'],
  [/\bOR\b/, 'Oregon'],
  [/\bHI\b/, 'Hawaii'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Whole words only; two-letter names ('LA', 'SF') only in capitals, since in lower case they are the
 * Spanish 'la' and 'sf' for square feet.
 */
const patternOf = (name: string) =>
  new RegExp(
    `(?<![\\p{L}'])${escape(name).replace(/'/g, "['ʻ’]?").replace(/[\s-]/g, '[\\s-]')}(?![\\p{L}])`,
    name.length <= 2 ? 'u' : 'iu',
  );

const matchers = gazetteer
  .flatMap((entry) => entry.places.map((name) => ({ name, region: entry.region, state: entry.state })))
  .toSorted((a, b) => b.name.length - a.name.length)
  .map((place) => {
    const pattern = patternOf(place.name);
    return { place, pattern, everywhere: new RegExp(pattern.source, `${pattern.flags}g`) };
  });
const postalEverywhere = postalCodes.map(([pattern]) => new RegExp(pattern.source, 'g'));

/** Every place the text names, in the order it names them; a longer name hides the shorter one inside it. */
export function placesIn(text: string): Place[] {
  const found: { place: Place; at: number; end: number }[] = [];
  let rest = text;
  for (const { place, pattern } of matchers) {
    const match = pattern.exec(rest);
    if (!match) continue;
    found.push({ place, at: match.index, end: match.index + match[0].length });
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  for (const [pattern, state] of postalCodes) {
    const match = pattern.exec(rest);
    if (match) found.push({ place: { name: state, region: state, state }, at: match.index, end: match.index + 2 });
  }
  const named = found.toSorted((a, b) => a.at - b.at).map((entry) => entry.place);
  // 'Hilo, Hawaii' names one place: the state adds nothing to a place already in it.
  return named.filter(
    (place, index) =>
      !(
        place.region === place.state &&
        named.some((other, at) => at !== index && other.state === place.state && other.region !== other.state)
      ),
  );
}

/** The text with every place it names blanked out, so a question's topic can be searched on its own. */
export function withoutPlaces(text: string): string {
  let rest = text;
  for (const { everywhere } of matchers) rest = rest.replace(everywhere, ' ');
  for (const everywhere of postalEverywhere) rest = rest.replace(everywhere, ' ');
  return rest;
}

export const licenceOf = (state: RegionLabel) =>
  company.licences.find((licence) => licence.state === state)?.number ?? '';
