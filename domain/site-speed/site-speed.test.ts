import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import {
  addHistograms,
  bucketOf,
  deviceOf,
  percentileOf,
  ratingOf,
  siteSpeedReport,
  targetOf,
  thresholds,
  type Histogram,
  type SiteSpeedMetric,
} from './site-speed';

/** A deterministic spread of values: a log-normal-like walk, so the buckets see many widths. */
function values(count: number, median: number, seed = 1): number[] {
  let state = seed;
  const next = () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
  return Array.from({ length: count }, () => median * Math.exp((next() + next() + next() - 1.5) * 1.5));
}

const histogramOf = (metric: SiteSpeedMetric, samples: number[]): Histogram =>
  samples.reduce<Histogram>((histogram, value) => addHistograms(histogram, { [bucketOf(metric, value)]: 1 }), {});

const exactP75 = (samples: number[]) => samples.toSorted((a, b) => a - b)[Math.ceil(0.75 * samples.length) - 1] ?? 0;

describe('the histogram (docs/decisions/088)', () => {
  it.each([
    ['LCP', 2_300],
    ['INP', 120],
    ['CLS', 0.06],
    ['FCP', 1_400],
    ['TTFB', 450],
  ] as const)('reads the p75 of %s within 5 %%', (metric, median) => {
    for (const count of [7, 100, 5_000]) {
      const samples = values(count, median, count);
      const p75 = percentileOf(metric, histogramOf(metric, samples), 0.75) ?? 0;
      expect(Math.abs(p75 - exactP75(samples)) / exactP75(samples)).toBeLessThan(0.05);
    }
  });

  it('has no percentile for an empty histogram and counts values under one unit in bucket 0', () => {
    expect(percentileOf('LCP', {}, 0.75)).toBeUndefined();
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('TTFB', 0.4)).toBe(0);
    expect(percentileOf('CLS', { 0: 4 }, 0.75)).toBe(0);
  });

  it("keeps a year's values in a bounded number of buckets", () => {
    expect(bucketOf('LCP', 60_000)).toBeLessThan(150);
    expect(bucketOf('CLS', 10)).toBeLessThan(151);
  });
});

describe('ratings', () => {
  it("uses Google's thresholds, the same web-vitals reports", () => {
    expect([thresholds.LCP, thresholds.INP, thresholds.CLS, thresholds.FCP, thresholds.TTFB]).toEqual(
      [LCPThresholds, INPThresholds, CLSThresholds, FCPThresholds, TTFBThresholds].map(([good, poor]) => ({
        good,
        poor,
      })),
    );
  });

  it.each([
    ['LCP', 2_500, 'good'],
    ['LCP', 2_501, 'needs-improvement'],
    ['LCP', 4_001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.3, 'poor'],
    ['INP', 350, 'needs-improvement'],
  ] as const)('%s %d is %s', (metric, value, rating) => expect(ratingOf(metric, value)).toBe(rating));
});

describe('what a beacon may say', () => {
  it('keeps only the element names of an attribution selector', () => {
    expect(targetOf('html>body>div#root>main.hero_x1>img.photo')).toBe('html>body>div>main>img');
    expect(targetOf('button[name="send"]')).toBe('button');
    expect(targetOf('my-widget>span')).toBeUndefined();
    expect(targetOf(undefined)).toBeUndefined();
  });

  it('classes devices by viewport width', () => {
    expect([deviceOf(390), deviceOf(600), deviceOf(1023), deviceOf(1024)]).toEqual([
      'phone',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });
});

describe('the report', () => {
  const lab = { measuredOn: '2026-11-28', routes: {} };
  const row = (
    day: string,
    route: '/' | '/gallery',
    device: 'phone' | 'desktop',
    metric: SiteSpeedMetric,
    samples: number[],
  ) => ({
    day,
    route,
    device,
    metric,
    count: samples.length,
    histogram: histogramOf(metric, samples),
  });

  it('merges the days of a route and device, and counts each day across them', () => {
    const report = siteSpeedReport(
      [
        row('2026-11-28', '/gallery', 'phone', 'LCP', [5_000, 5_000, 5_000, 1_000]),
        row('2026-11-29', '/gallery', 'phone', 'LCP', [5_000]),
        row('2026-11-29', '/', 'desktop', 'LCP', [900, 1_000]),
        row('2026-11-29', '/', 'desktop', 'TTFB', [100, 100, 100]),
      ],
      [],
      '2026-11-29',
      lab,
    );
    expect(report.from).toBe('2026-11-02');
    expect(report.byRoute.map(({ route, device, views }) => [route, device, views])).toEqual([
      ['/', 'desktop', 3],
      ['/gallery', 'phone', 5],
    ]);
    expect(report.byRoute[1]?.metrics.LCP).toMatchObject({ count: 5, rating: 'poor' });
    expect(report.byRoute[0]?.metrics.LCP?.rating).toBe('good');
    const lcp = report.trends.find((trend) => trend.metric === 'LCP')?.days ?? [];
    expect(lcp).toHaveLength(28);
    expect(lcp.at(-1)).toMatchObject({ day: '2026-11-29', count: 3 });
    expect(lcp.at(-2)).toMatchObject({ day: '2026-11-28', count: 4, rating: 'poor' });
    expect(lcp[0]).toEqual({ day: '2026-11-02', count: 0 });
  });
});
