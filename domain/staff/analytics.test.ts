import { describe, expect, it } from 'vitest';
import {
  analyticsOf,
  countShares,
  leadsPerWeek,
  percentOf,
  regionOfLead,
  summarise,
  weekStartOf,
  type LeadTally,
} from './analytics';
import { exampleSourceCounts } from './examples';

/** One lead's row of the counts, as the database keeps them. */
const lead = (overrides: Partial<LeadTally>): LeadTally => ({
  source: 'contact',
  status: 'new',
  region: 'Unknown',
  leads: 1,
  estimatedValue: 0,
  ...overrides,
});

describe('summary cards (docs/product.md §12.2)', () => {
  it('counts leads, in-progress projects, sums estimates and rounds the share of won leads', () => {
    const leads = [
      lead({ status: 'won', estimatedValue: 250_000 }),
      lead({ status: 'won', estimatedValue: 1_500 }),
      lead({ status: 'lost' }),
      lead({ status: 'proposal' }),
      lead({ status: 'new', estimatedValue: 40_000 }),
      lead({ status: 'contacted' }),
    ];
    expect(summarise(leads, ['in-progress', 'planning', 'in-progress', 'completed', 'on-hold'])).toEqual({
      totalLeads: 6,
      activeProjects: 2,
      pipelineValue: 291_500,
      conversionRate: 33,
    });
  });

  it('is all zeros with no leads and no projects (no division by zero)', () => {
    expect(summarise([], [])).toEqual({ totalLeads: 0, activeProjects: 0, pipelineValue: 0, conversionRate: 0 });
  });

  it('rounds half up: 1 of 8 is 13 %, 2 of 3 is 67 %', () => {
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe("regions: the state a lead's location names, by name, city or abbreviation", () => {
  it.each([
    ['Hilo, Hawaii', 'Hawaii'],
    ['california', 'California'],
    ['Portland, OREGON', 'Oregon'],
    ['Portland, OR', 'Oregon'],
    ['Honolulu', 'Hawaii'],
    ['LA', 'California'],
    ['Walnut Creek, CA', 'California'],
    ['Oregon and California', 'Oregon'],
    ['Multi-State', 'Unknown'],
    ['Not provided', 'Unknown'],
    ['', 'Unknown'],
  ] as const)('%s → %s', (location, region) => {
    expect(regionOfLead(location)).toBe(region);
  });
});

describe('weeks start on Monday (UTC)', () => {
  it.each([
    ['2027-03-08T00:00:00.000Z', '2027-03-08'],
    ['2027-03-14T23:59:59.999Z', '2027-03-08'],
    ['2027-03-15T00:00:00.000Z', '2027-03-15'],
    ['2027-01-03T10:00:00.000Z', '2026-12-28'],
  ])('%s is in the week of %s', (at, monday) => {
    expect(weekStartOf(Date.parse(at))).toBe(monday);
  });

  it('counts the last 12 weeks, oldest first, this week included, and ignores older leads', () => {
    const now = Date.parse('2027-03-17T09:00:00.000Z');
    const weeks = leadsPerWeek(
      [
        { weekStart: '2027-03-15', leads: 2 },
        { weekStart: '2027-03-08', leads: 1 },
        { weekStart: '2026-12-21', leads: 1 },
        { weekStart: '2026-12-28', leads: 1 },
      ],
      now,
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ weekStart: '2026-12-28', count: 1 });
    expect(weeks[10]).toEqual({ weekStart: '2027-03-08', count: 1 });
    expect(weeks[11]).toEqual({ weekStart: '2027-03-15', count: 2 });
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(4);
  });
});

describe('analyticsOf', () => {
  it('counts every lead source, zeros included, and regions, with rounded shares of all leads', () => {
    const result = analyticsOf(
      [
        lead({ source: 'calculator', region: 'California' }),
        lead({ source: 'calculator', region: 'Oregon' }),
        lead({ source: 'emergency', region: 'Hawaii' }),
        lead({ source: 'chat', region: 'Unknown' }),
      ],
      [{ weekStart: '2027-03-08', leads: 4 }],
      [],
      Date.parse('2027-03-17T09:00:00.000Z'),
    );
    expect(result.bySource).toEqual(
      exampleSourceCounts({
        calculator: { count: 2, share: 50 },
        emergency: { count: 1, share: 25 },
        chat: { count: 1, share: 25 },
      }),
    );
    expect(result.byRegion).toEqual([
      { key: 'California', count: 1, share: 25 },
      { key: 'Oregon', count: 1, share: 25 },
      { key: 'Hawaii', count: 1, share: 25 },
      { key: 'Unknown', count: 1, share: 25 },
    ]);
    expect(result.perWeek.at(-2)).toEqual({ weekStart: '2027-03-08', count: 4 });
  });

  it('counts every lead in exactly one region row, so the shares add up to 100 %', () => {
    const result = analyticsOf(
      [
        lead({ region: regionOfLead('Portland, OR') }),
        lead({ region: regionOfLead('Honolulu') }),
        lead({ region: regionOfLead('LA') }),
        lead({ region: regionOfLead('') }),
      ],
      [],
      [],
      Date.parse('2027-03-17T09:00:00.000Z'),
    );
    expect(result.byRegion.map(({ key, count }) => [key, count])).toEqual([
      ['California', 1],
      ['Oregon', 1],
      ['Hawaii', 1],
      ['Unknown', 1],
    ]);
    expect(result.byRegion.reduce((sum, row) => sum + row.count, 0)).toBe(4);
    expect(result.byRegion.reduce((sum, row) => sum + row.share, 0)).toBe(100);
  });
});

describe('region and source shares', () => {
  it('add up to exactly 100 % when every lead counts once (largest remainder), with each share within one point', () => {
    const keys = ['California', 'Oregon', 'Hawaii', 'Unknown'] as const;
    const leads = [
      { key: 'California' as const, count: 6 },
      { key: 'Oregon' as const, count: 3 },
      { key: 'Hawaii' as const, count: 2 },
      { key: 'Unknown' as const, count: 2 },
    ];
    const shares = countShares(keys, leads, 13);
    // 46.15, 23.08, 15.38, 15.38: rounding each alone gives 46 + 23 + 15 + 15 = 99; the missing point goes
    // to the largest remainder, the first of the two equal ones.
    expect(shares.map((share) => share.share)).toEqual([46, 23, 16, 15]);
    expect(shares.reduce((sum, share) => sum + share.share, 0)).toBe(100);
  });

  it('keeps plain rounding when a lead may count under several keys', () => {
    const counted = [
      { key: 'a' as const, count: 2 },
      { key: 'b' as const, count: 1 },
    ];
    expect(countShares(['a', 'b'], counted, 2).map((share) => share.share)).toEqual([100, 50]);
  });
});
