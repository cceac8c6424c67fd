import {
  bucketOf,
  ratingOf,
  siteSpeedReport,
  type Device,
  type LabRecord,
  type SiteSpeedDay,
  type SiteSpeedMetric,
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

export function rows(
  route: SiteSpeedRoute,
  device: Device,
  typical: Record<SiteSpeedMetric, number>,
  days: number[] = [0, 1, 2, 5],
): SiteSpeedDay[] {
  return days.flatMap((daysAgo) =>
    Object.entries(typical).flatMap(([name, value]) => {
      const metric = (['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).find((each) => each === name);
      if (!metric) return [];
      const histogram: Record<string, number> = {};
      for (const share of spread) {
        const bucket = String(bucketOf(metric, value * share));
        histogram[bucket] = (histogram[bucket] ?? 0) + 1;
      }
      return [{ day: day(daysAgo), route, device, metric, count: spread.length, histogram }];
    }),
  );
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

export const reportOf = (stored: SiteSpeedDay[], slowest: SlowTarget[] = []): SiteSpeedReport =>
  siteSpeedReport(stored, slowest, reportDay, lab);
