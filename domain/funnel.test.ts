import { describe, expect, it } from 'vitest';
import {
  funnelOf,
  funnelPeriodMessages,
  funnelPeriodSchema,
  median,
  periodBounds,
  resolvePeriod,
  type FunnelFacts,
  type FunnelPeriod,
} from './funnel';
import { fieldErrorsOf } from './validation';

const hour = 60 * 60_000;
const period: FunnelPeriod = { from: '2027-03-01', to: '2027-03-31' };

const lead = (overrides: Partial<FunnelFacts>): FunnelFacts => ({
  source: 'contact',
  status: 'new',
  estimatedValue: null,
  createdAt: '2027-03-10T12:00:00.000Z',
  wasQualified: false,
  firstContactAt: null,
  ...overrides,
});

const errorsOf = (input: Record<string, string>) => {
  const result = funnelPeriodSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('the period in the URL (docs/product.md §12.8)', () => {
  const now = Date.parse('2027-03-31T18:30:00.000Z');

  it('is the last 90 days up to today when the URL names none, both ends included', () => {
    expect(resolvePeriod(funnelPeriodSchema.parse({}), now)).toEqual({
      from: '2027-01-01',
      to: '2027-03-31',
      days: '90',
    });
  });

  it('takes 30 and 365 days, or a from–to pair as given', () => {
    expect(resolvePeriod({ days: '30' }, now)).toEqual({ from: '2027-03-02', to: '2027-03-31', days: '30' });
    expect(resolvePeriod({ days: '365' }, now)).toEqual({ from: '2026-04-01', to: '2027-03-31', days: '365' });
    expect(resolvePeriod({ from: '2026-11-05', to: '2026-12-24', days: '30' }, now)).toEqual({
      from: '2026-11-05',
      to: '2026-12-24',
    });
  });

  it('refuses other day counts, malformed dates, half a pair and a pair the wrong way round', () => {
    expect(errorsOf({ days: '7' })).toHaveProperty('days');
    expect(errorsOf({ from: '2027-02-30', to: '2027-03-01' })).toEqual({ from: funnelPeriodMessages.date });
    expect(errorsOf({ from: '2027-03-01' })).toEqual({ to: funnelPeriodMessages.bothDates });
    expect(errorsOf({ to: '2027-03-01' })).toEqual({ from: funnelPeriodMessages.bothDates });
    expect(errorsOf({ from: '2027-03-02', to: '2027-03-01' })).toEqual({ to: funnelPeriodMessages.order });
    expect(errorsOf({ from: '2027-03-01', to: '2027-03-01' })).toEqual({});
  });

  it('covers from the first midnight to the midnight after the last day, across a month end', () => {
    expect(periodBounds({ from: '2027-02-01', to: '2027-02-28' })).toEqual({
      start: '2027-02-01T00:00:00.000Z',
      end: '2027-03-01T00:00:00.000Z',
    });
  });
});

describe('median', () => {
  it('is the middle value, the mean of the two middle values, or null of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 10, 2])).toBe(3);
    expect(median([])).toBeNull();
  });
});

describe('the funnel by source (docs/product.md §12.8)', () => {
  it('counts leads, qualified and won per source, most leads first, with rate, won value and median wait', () => {
    const leads = [
      // Calculator: 4 leads. Qualified: the proposal, the win and the lost one that had been qualified = 3.
      lead({
        source: 'calculator',
        status: 'won',
        estimatedValue: 120_000,
        firstContactAt: '2027-03-10T14:00:00.000Z', // 2 h
      }),
      lead({
        source: 'calculator',
        status: 'proposal',
        estimatedValue: 80_000,
        firstContactAt: '2027-03-10T18:00:00.000Z',
      }), // 6 h
      lead({ source: 'calculator', status: 'lost', wasQualified: true, firstContactAt: '2027-03-11T12:00:00.000Z' }), // 24 h
      lead({ source: 'calculator', status: 'new' }),
      // Emergency: 2 leads, one won without an estimate, contacted after 30 minutes.
      lead({ source: 'emergency', status: 'won', firstContactAt: '2027-03-10T12:30:00.000Z' }),
      lead({ source: 'emergency', status: 'lost', firstContactAt: '2027-03-10T13:00:00.000Z' }), // 1 h
      // Contact: 1 lead, won at once without a status history, 250,000.
      lead({ source: 'contact', status: 'won', estimatedValue: 250_000, firstContactAt: '2027-03-12T12:00:00.000Z' }), // 48 h
    ];
    const report = funnelOf(period, leads);
    expect(report.period).toBe(period);
    expect(report.bySource).toEqual([
      {
        source: 'calculator',
        leads: 4,
        qualified: 3,
        won: 1,
        conversionRate: 25,
        wonValue: 120_000,
        contacted: 3,
        medianToFirstContactMs: 6 * hour,
      },
      {
        source: 'emergency',
        leads: 2,
        qualified: 1,
        won: 1,
        conversionRate: 50,
        wonValue: 0,
        contacted: 2,
        medianToFirstContactMs: 0.75 * hour,
      },
      {
        source: 'contact',
        leads: 1,
        qualified: 1,
        won: 1,
        conversionRate: 100,
        wonValue: 250_000,
        contacted: 1,
        medianToFirstContactMs: 48 * hour,
      },
    ]);
    // All 7: qualified 3 + 1 + 1; won 3 of 7 = 42.86 % → 43; waits 0.5, 1, 2, 6, 24, 48 h → (2 + 6) / 2 = 4 h.
    expect(report.total).toEqual({
      source: 'all',
      leads: 7,
      qualified: 5,
      won: 3,
      conversionRate: 43,
      wonValue: 370_000,
      contacted: 6,
      medianToFirstContactMs: 4 * hour,
    });
  });

  it('keeps the sources’ usual order between equal counts, and leaves sources without leads out', () => {
    const report = funnelOf(period, [lead({ source: 'chat' }), lead({ source: 'intake' }), lead({ source: 'bid' })]);
    expect(report.bySource.map((row) => row.source)).toEqual(['intake', 'bid', 'chat']);
  });

  it('counts a status change stamped before the lead arrived as contact at once', () => {
    const report = funnelOf(period, [lead({ firstContactAt: '2027-03-10T11:59:00.000Z', status: 'contacted' })]);
    expect(report.total.medianToFirstContactMs).toBe(0);
  });

  it('is all zeros, no rows and no median for a period without leads', () => {
    expect(funnelOf(period, [])).toEqual({
      period,
      bySource: [],
      total: {
        source: 'all',
        leads: 0,
        qualified: 0,
        won: 0,
        conversionRate: 0,
        wonValue: 0,
        contacted: 0,
        medianToFirstContactMs: null,
      },
    });
  });
});
