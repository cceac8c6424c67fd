import { describe, expect, it } from 'vitest';
import { calculatorInputSchema } from './calculator-schema';
import { formatUsd } from './money';
import { estimateProject, projectCostCents } from './pricing';

/**
 * Rows computed by hand from docs/product.md §7.5: estimate = sqft x base x location x quality x timeline;
 * low 85 %, high 115 %, savings 12 % (rounded); weeks = ceil(ceil(sqft / 1000) x 2 x type factor).
 */
describe('estimateProject: every project type (2,000 sq ft, California, standard, standard)', () => {
  it.each([
    // type,        estimate = 2000 x base x 1.3,  low,    high,   savings, weeks = ceil(4 x factor)
    ['commercial', 468_000, 397_800, 538_200, 56_160, 5],
    ['retail', 572_000, 486_200, 657_800, 68_640, 4],
    ['restaurant', 650_000, 552_500, 747_500, 78_000, 5],
    ['office', 416_000, 353_600, 478_400, 49_920, 4],
    ['residential', 364_000, 309_400, 418_600, 43_680, 4],
    ['renovation', 312_000, 265_200, 358_800, 37_440, 3],
  ] as const)('%s', (projectType, _estimate, lowEnd, highEnd, savings, timelineWeeks) => {
    expect(
      estimateProject({
        projectType,
        squareFootage: 2000,
        location: 'california',
        timeline: 'standard',
        qualityLevel: 'standard',
      }),
    ).toEqual({ lowEnd, highEnd, savings, timelineWeeks, confidence: 85 });
  });
});

describe('estimateProject: every location (1,000 sq ft residential = 140,000 before location)', () => {
  it.each([
    ['california', 154_700, 209_300, 21_840], // 182,000
    ['oregon', 130_900, 177_100, 18_480], // 154,000
    ['hawaii', 178_500, 241_500, 25_200], // 210,000
  ] as const)('%s', (location, lowEnd, highEnd, savings) => {
    expect(estimateProject({ projectType: 'residential', squareFootage: 1000, location })).toMatchObject({
      lowEnd,
      highEnd,
      savings,
      timelineWeeks: 2,
    });
  });
});

describe('estimateProject: every quality level (1,000 sq ft office in Oregon = 176,000 at standard)', () => {
  it.each([
    ['standard', 149_600, 202_400],
    ['premium', 187_000, 253_000], // 220,000
    ['luxury', 224_400, 303_600], // 264,000
    [undefined, 149_600, 202_400], // unset = 1
  ] as const)('%s', (qualityLevel, lowEnd, highEnd) => {
    expect(
      estimateProject({ projectType: 'office', squareFootage: 1000, location: 'oregon', qualityLevel }),
    ).toMatchObject({
      lowEnd,
      highEnd,
    });
  });
});

describe('estimateProject: every timeline (1,000 sq ft restaurant in Hawaii = 375,000 at standard)', () => {
  it.each([
    ['rush', 414_375, 560_625, 58_500], // 487,500
    ['standard', 318_750, 431_250, 45_000],
    ['flexible', 286_875, 388_125, 40_500], // 337,500
    [undefined, 318_750, 431_250, 45_000],
  ] as const)('%s', (timeline, lowEnd, highEnd, savings) => {
    expect(
      estimateProject({ projectType: 'restaurant', squareFootage: 1000, location: 'hawaii', timeline }),
    ).toMatchObject({
      lowEnd,
      highEnd,
      savings,
    });
  });
});

describe('estimateProject: combined multipliers and rounding', () => {
  it('applies all four multipliers together', () => {
    // 2,500 x 220 x 1.5 x 1.5 x 1.3 = 1,608,750
    expect(
      estimateProject({
        projectType: 'retail',
        squareFootage: 2500,
        location: 'hawaii',
        qualityLevel: 'luxury',
        timeline: 'rush',
      }),
    ).toEqual({ lowEnd: 1_367_438, highEnd: 1_850_063, savings: 193_050, timelineWeeks: 6, confidence: 85 });
  });

  it('rounds weeks up per started thousand square feet', () => {
    // ceil(1,001 / 1000) = 2 -> 2 x 2 x 0.7 = 2.8 -> 3
    expect(estimateProject({ projectType: 'renovation', squareFootage: 1001, location: 'oregon' }).timelineWeeks).toBe(
      3,
    );
  });
});

describe('projectCostCents: the estimate before the range, which a calculator lead stores as its value', () => {
  it('is sqft x base x location x quality x timeline in whole cents', () => {
    // 2,500 x 220 x 1.1 x 1.25 = 756,250 (Oregon, premium, standard timeline)
    expect(
      projectCostCents({ projectType: 'retail', squareFootage: 2500, location: 'oregon', qualityLevel: 'premium' }),
    ).toBe(75_625_000);
  });
});

describe('calculatorInputSchema', () => {
  it('reads square footage typed as text and treats empty optional choices as unset', () => {
    expect(
      calculatorInputSchema.parse({
        projectType: 'office',
        squareFootage: '1500',
        location: 'oregon',
        timeline: '',
        qualityLevel: '',
      }),
    ).toEqual({
      projectType: 'office',
      squareFootage: 1500,
      location: 'oregon',
      timeline: undefined,
      qualityLevel: undefined,
    });
  });

  it.each([
    ['2,500', 2500],
    [' 12,000 ', 12_000],
    ['1,250.5', 1250.5],
  ])('reads %j with thousands separators, as the intake form does', (typed, size) => {
    expect(
      calculatorInputSchema.parse({ projectType: 'office', squareFootage: typed, location: 'oregon' }).squareFootage,
    ).toBe(size);
  });

  it('refuses a missing type, a non-number or a zero size', () => {
    expect(calculatorInputSchema.safeParse({ squareFootage: '1500', location: 'oregon' }).success).toBe(false);
    expect(
      calculatorInputSchema.safeParse({ projectType: 'office', squareFootage: 'big', location: 'oregon' }).success,
    ).toBe(false);
    expect(
      calculatorInputSchema.safeParse({ projectType: 'office', squareFootage: '0', location: 'oregon' }).success,
    ).toBe(false);
    expect(
      calculatorInputSchema.safeParse({ projectType: 'office', squareFootage: '2.500,5', location: 'oregon' }).success,
    ).toBe(false);
  });
});

describe('formatUsd', () => {
  it('uses thousands separators and no cents', () => {
    expect(formatUsd(1_367_438)).toBe('$1,367,438');
    expect(formatUsd(0)).toBe('$0');
  });
});
