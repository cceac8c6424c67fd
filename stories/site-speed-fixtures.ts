import {
  bucketOf,
  ratingOf,
  siteSpeedReport,
  type Device,
  type LabRecord,
  siteSpeedMetrics,
  type SiteSpeedMetric,
  type SiteSpeedReading,
  type SiteSpeedReport,
  type SiteSpeedRoute,
  type SlowTarget,
} from '@site/domain/site-speed/site-speed';

/** The Site speed report's fixtures: stored rows built as the endpoint stores them, read as the page reads them. */

export const reportDay = '2026-11-28';

export const lab: LabRecord = {
  measuredOn: '2026-11-27',
  routes: {
    '/': { score: 100, lcpMs: 1_400, cls: 0, tbtMs: 7 },
    '/gallery': { score: 100, lcpMs: 1_500, cls: 0, tbtMs: 12 },
    '/intake': { score: 100, lcpMs: 1_400, cls: 0, tbtMs: 2 },
  },
};

/** Page views whose values sit around `typical` (a fixed spread, so the screenshots stay the same). */
const spread = [0.7, 0.85, 0.95, 1, 1.05, 1.1, 1.2, 1.4];

const day = (daysAgo: number) =>
  new Date(Date.parse(`${reportDay}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The p75 bucket of `typical`'s spread, as D1 reads it. */
const p75Bucket = (metric: SiteSpeedMetric, typical: number) => {
  const buckets = spread.map((share) => bucketOf(metric, typical * share)).toSorted((a, b) => a - b);
  return buckets[Math.ceil(0.75 * buckets.length) - 1] ?? 0;
};

const figuresOf = (typical: Record<SiteSpeedMetric, number>) =>
  siteSpeedMetrics.map((metric) => ({ metric, bucket: p75Bucket(metric, typical[metric]), count: spread.length }));

/** A route and device measured on the given days (days ago), each day's page views around `typical`. */
export function rows(
  route: SiteSpeedRoute,
  device: Device,
  typical: Record<SiteSpeedMetric, number>,
  days: number[] = [0, 1, 2, 5],
): Measured {
  const perDay = figuresOf(typical);
  return {
    byRoute: perDay.map((figure) => ({ route, device, ...figure, count: figure.count * days.length })),
    byDay: days.flatMap((daysAgo) => perDay.map((figure) => ({ day: day(daysAgo), ...figure }))),
  };
}

interface Measured {
  byRoute: SiteSpeedReading['byRoute'];
  byDay: SiteSpeedReading['byDay'];
}

export const fast = { LCP: 1_600, INP: 90, CLS: 0.02, FCP: 1_000, TTFB: 300 };
export const middling = { LCP: 2_900, INP: 260, CLS: 0.08, FCP: 1_900, TTFB: 700 };
export const slow = { LCP: 5_200, INP: 620, CLS: 0.31, FCP: 3_400, TTFB: 1_900 };

export const target = (
  metric: SlowTarget['metric'],
  route: SiteSpeedRoute,
  element: string,
  mean: number,
  count: number,
): SlowTarget => ({ metric, route, target: element, mean, count, rating: ratingOf(metric, mean) });

/**
 * The report of several routes' rows. Days two routes share are summed and take the slower p75, which is
 * all a fixture needs of the database's merge.
 */
export function reportOf(measured: Measured[], slowest: SlowTarget[] = []): SiteSpeedReport {
  const byDay = new Map<string, SiteSpeedReading['byDay'][number]>();
  for (const row of measured.flatMap((each) => each.byDay)) {
    const key = `${row.day} ${row.metric}`;
    const found = byDay.get(key);
    byDay.set(
      key,
      found ? { ...row, bucket: Math.max(found.bucket, row.bucket), count: found.count + row.count } : row,
    );
  }
  return siteSpeedReport({
    byRoute: measured.flatMap((each) => each.byRoute),
    byDay: [...byDay.values()],
    slowest,
    to: reportDay,
    lab,
    asOf: `${reportDay}T18:00:00.000Z`,
  });
}
