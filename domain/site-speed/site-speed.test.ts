import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  deviceOf,
  maxValues,
  ratingOf,
  siteSpeedReport,
  targetOf,
  thresholds,
  valueOfBucket,
} from './site-speed';

describe('the histogram (docs/decisions/088)', () => {
  it.each(['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const)(
    'reads every %s value from one unit up to its bound within 4 %% from its bucket',
    (metric) => {
      const unit = metric === 'CLS' ? 0.0001 : 1;
      for (let value = unit; value <= maxValues[metric]; value *= 1.013) {
        expect(Math.abs(valueOfBucket(metric, bucketOf(metric, value)) - value) / value).toBeLessThan(0.04);
      }
    },
  );

  it('counts values under one unit in bucket 0, read as 0', () => {
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketOf('TTFB', 0.4)).toBe(0);
    expect(valueOfBucket('CLS', 0)).toBe(0);
  });

  it("keeps a year's values in a bounded number of buckets", () => {
    expect(bucketOf('LCP', maxValues.LCP)).toBeLessThan(150);
    expect(bucketOf('CLS', maxValues.CLS)).toBeLessThan(151);
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

  it('orders routes as the route table, rates each p75 and fills the days nothing was measured', () => {
    const report = siteSpeedReport({
      byRoute: [
        { route: '/gallery', device: 'phone', metric: 'LCP', bucket: bucketOf('LCP', 5_000), count: 5 },
        { route: '/', device: 'desktop', metric: 'LCP', bucket: bucketOf('LCP', 1_000), count: 2 },
        { route: '/', device: 'desktop', metric: 'TTFB', bucket: bucketOf('TTFB', 100), count: 3 },
      ],
      byDay: [
        { day: '2026-11-28', metric: 'LCP', bucket: bucketOf('LCP', 5_000), count: 4 },
        { day: '2026-11-29', metric: 'LCP', bucket: bucketOf('LCP', 1_000), count: 3 },
      ],
      slowest: [],
      to: '2026-11-29',
      lab,
    });
    expect(report.from).toBe('2026-11-02');
    expect(report.views).toBe(8);
    expect(report.byRoute.map(({ route, device, views }) => [route, device, views])).toEqual([
      ['/', 'desktop', 3],
      ['/gallery', 'phone', 5],
    ]);
    expect(report.byRoute[1]?.metrics.LCP).toMatchObject({ count: 5, rating: 'poor' });
    expect(report.byRoute[0]?.metrics.LCP?.rating).toBe('good');
    const lcp = report.trends.find((trend) => trend.metric === 'LCP')?.days ?? [];
    expect(lcp).toHaveLength(28);
    expect(lcp.at(-1)).toMatchObject({ day: '2026-11-29', count: 3, rating: 'good' });
    expect(lcp.at(-2)).toMatchObject({ day: '2026-11-28', count: 4, rating: 'poor' });
    expect(lcp[0]).toEqual({ day: '2026-11-02', count: 0 });
  });
});
