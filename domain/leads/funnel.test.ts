import { describe, expect, it } from 'vitest';
import {
  funnelOf,
  noLeads,
  funnelPeriodMessages,
  funnelPeriodSchema,
  periodBounds,
  resolvePeriod,
  type FunnelPeriod,
  type FunnelTally,
} from './funnel';
import { fieldErrorsOf } from '../forms/validation';

const hour = 60 * 60_000;
const period: FunnelPeriod = { from: '2027-03-01', to: '2027-03-31' };

const tally = (overrides: Partial<FunnelTally>): FunnelTally => ({
  ...noLeads,
  source: 'contact',
  leads: 1,
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

describe('the funnel by source (docs/product.md §12.8)', () => {
  it('reports the sources with leads, most leads first, each with its conversion rate, and the total', () => {
    const tallies = [
      tally({
        source: 'emergency',
        leads: 2,
        qualified: 1,
        won: 1,
        contacted: 2,
        medianToFirstContactMs: 0.75 * hour,
        promised: 2,
        kept: 1,
        answered: 2,
        medianFirstResponseMs: 3 * hour,
      }),
      tally({ source: 'partner', leads: 0 }),
      tally({ source: 'calculator', leads: 4, qualified: 3, won: 1, wonValue: 120_000, contacted: 3 }),
      tally({ source: 'all', leads: 7, qualified: 5, won: 3, wonValue: 370_000, contacted: 6 }),
      tally({ source: 'contact', leads: 1, qualified: 1, won: 1, wonValue: 250_000, contacted: 1 }),
    ];
    const report = funnelOf(period, tallies);
    expect(report.period).toBe(period);
    expect(report.bySource.map((row) => [row.source, row.leads, row.conversionRate])).toEqual([
      ['calculator', 4, 25],
      ['emergency', 2, 50],
      ['contact', 1, 100],
    ]);
    expect(report.bySource[1]).toEqual({
      source: 'emergency',
      leads: 2,
      qualified: 1,
      won: 1,
      conversionRate: 50,
      wonValue: 0,
      contacted: 2,
      medianToFirstContactMs: 0.75 * hour,
      promised: 2,
      kept: 1,
      keptRate: 50,
      answered: 2,
      medianFirstResponseMs: 3 * hour,
    });
    // Won 3 of 7 = 42.86 % → 43.
    expect(report.total).toMatchObject({ source: 'all', leads: 7, won: 3, conversionRate: 43 });
  });

  it('keeps the sources’ usual order between equal counts, and leaves sources without leads out', () => {
    const report = funnelOf(period, [tally({ source: 'chat' }), tally({ source: 'intake' }), tally({ source: 'bid' })]);
    expect(report.bySource.map((row) => row.source)).toEqual(['intake', 'bid', 'chat']);
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
        promised: 0,
        kept: 0,
        keptRate: null,
        answered: 0,
        medianFirstResponseMs: null,
      },
    });
  });
});
