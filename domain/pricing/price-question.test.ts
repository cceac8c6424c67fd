import { describe, expect, it } from 'vitest';
import {
  projectTypeIn,
  qualityIn,
  readPriceQuestion,
  squareFootageIn,
  timelineIn,
  withEarlier,
} from './price-question';

describe('squareFootageIn', () => {
  it.each([
    ['a 3k sq ft shop', 3000],
    ['3K sqft', 3000],
    ['2.5k square feet', 2500],
    ['3 thousand square feet', 3000],
    ['3,000 sq ft', 3000],
    ['12,500 sq. ft.', 12_500],
    ['3000 square feet', 3000],
    ['a 3,000-square-foot house', 3000],
    ['1200 sf remodel', 1200],
    ['800 ft²', 800],
    ['2400 square foot home', 2400],
  ])('%j -> %i', (text, size) => expect(squareFootageIn(text)).toBe(size));

  it.each([['a $300k budget'], ['3 bedrooms'], ['in 2027'], ['how much per sq ft?'], ['0 sq ft']])(
    '%j has no size',
    (text) => expect(squareFootageIn(text)).toBeUndefined(),
  );
});

describe('qualityIn', () => {
  it.each([
    ['luxury finishes', 'luxury'],
    ['a high-end home', 'luxury'],
    ['top of the line', 'luxury'],
    ['upscale restaurant', 'luxury'],
    ['premium materials', 'premium'],
    ['upgraded finishes', 'premium'],
    ['mid-range', 'premium'],
    ['basic finishes', 'standard'],
    ['builder grade', 'standard'],
    ['a standard house', 'standard'],
  ] as const)('%j -> %s', (text, quality) => expect(qualityIn(text)).toBe(quality));

  it.each([['on a standard schedule'], ['a restaurant in LA']])('%j names no quality', (text) =>
    expect(qualityIn(text)).toBeUndefined(),
  );
});

describe('timelineIn', () => {
  it.each([
    ['on a rush schedule', 'rush'],
    ['we need it ASAP', 'rush'],
    ['as soon as possible', 'rush'],
    ['emergency timeline', 'rush'],
    ['fast-track it', 'rush'],
    ['urgently', 'rush'],
    ['no rush', 'flexible'],
    ["we're not in a hurry", 'flexible'],
    ['flexible timeline', 'flexible'],
    ["we're flexible on timing", 'flexible'],
    ['on a standard schedule', 'standard'],
    ['normal timeline', 'standard'],
  ] as const)('%j -> %s', (text, timeline) => expect(timelineIn(text)).toBe(timeline));

  it('reads no timeline from a question without one', () => expect(timelineIn('3,000 sq ft office')).toBeUndefined());
});

describe('projectTypeIn', () => {
  it.each([
    ['a coffee shop', 'restaurant'],
    ['a luxury restaurant', 'restaurant'],
    ['retail store', 'retail'],
    ['office space', 'office'],
    ['kitchen remodel at home', 'renovation'],
    ['an ADU', 'residential'],
    ['a warehouse', 'commercial'],
  ] as const)('%j -> %s', (text, type) => expect(projectTypeIn(text)?.value).toBe(type));
});

describe('readPriceQuestion', () => {
  it('reads every calculator input from one question', () => {
    expect(
      readPriceQuestion('How much for a 3,000 sq ft luxury restaurant in Los Angeles on a rush schedule?'),
    ).toEqual({
      squareFootage: 3000,
      projectType: { value: 'restaurant', label: 'restaurant' },
      regions: [{ region: 'california', label: 'California' }],
      quality: 'luxury',
      timeline: 'rush',
    });
  });

  it('leaves out what the question does not say', () => {
    expect(readPriceQuestion('How much for 5000 sq ft?')).toEqual({
      squareFootage: 5000,
      projectType: undefined,
      regions: [],
      quality: undefined,
      timeline: undefined,
    });
  });

  it('lets a follow-up change only what it names', () => {
    const earlier = readPriceQuestion('How much for a 2000 sq ft office in Oregon?');
    expect(withEarlier(readPriceQuestion('what if it was premium?'), earlier)).toEqual({
      ...earlier,
      quality: 'premium',
    });
    expect(withEarlier(readPriceQuestion('and in Maui?'), earlier).regions).toEqual([
      { region: 'hawaii', label: 'Hawaii' },
    ]);
  });
});
