import {
  attributedMetrics,
  bucketOf,
  dayOf,
  ratingOf,
  siteSpeedReport,
  siteSpeedMetrics,
  windowDays,
  type AttributedMetric,
  type LabRecord,
  type SiteSpeedReport,
} from '@site/domain/site-speed/site-speed';
import type { Beacon } from '@site/domain/site-speed/beacon-schema';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSpeedDays, siteSpeedTargets } from '../../db/schema';

/** A JSON path to one key of a stored object: `$."57"`. */
const keyPath = (key: string) => `$."${key}"`;

/** Adds one to `key` of a stored JSON object of counts, creating the key at 1. */
const countUp = (column: typeof siteSpeedDays.histogram | typeof siteSpeedDays.connections, key: string) =>
  sql`json_set(${column}, ${keyPath(key)}, coalesce(json_extract(${column}, ${keyPath(key)}), 0) + 1)`;

/**
 * Counts one page view's beacon into its day's rows (docs/decisions/088): for each metric it carries, one
 * upsert that adds the view to its histogram bucket and connection type, and one for the target the
 * attribution named. All of them go as one batch: one round trip, one transaction.
 */
export async function recordBeacon(db: Database, beacon: Beacon, now = Date.now()): Promise<void> {
  const day = dayOf(now);
  const measured = siteSpeedMetrics.flatMap((metric) => {
    const measurement = beacon.metrics[metric];
    return measurement ? [{ metric, value: measurement.value }] : [];
  });
  const counts = measured.map(({ metric, value }) => {
    const bucket = String(bucketOf(metric, value));
    const connections = beacon.connection ? { [beacon.connection]: 1 } : {};
    return db
      .insert(siteSpeedDays)
      .values({
        day,
        route: beacon.route,
        device: beacon.device,
        metric,
        count: 1,
        histogram: { [bucket]: 1 },
        connections,
      })
      .onConflictDoUpdate({
        target: [siteSpeedDays.day, siteSpeedDays.route, siteSpeedDays.device, siteSpeedDays.metric],
        set: {
          count: sql`${siteSpeedDays.count} + 1`,
          histogram: countUp(siteSpeedDays.histogram, bucket),
          ...(beacon.connection ? { connections: countUp(siteSpeedDays.connections, beacon.connection) } : {}),
        },
      });
  });
  const targets = attributedMetrics.flatMap((metric) => {
    const measurement = beacon.metrics[metric];
    if (!measurement?.target) return [];
    return [
      db
        .insert(siteSpeedTargets)
        .values({ day, route: beacon.route, metric, target: measurement.target, count: 1, total: measurement.value })
        .onConflictDoUpdate({
          target: [siteSpeedTargets.day, siteSpeedTargets.route, siteSpeedTargets.metric, siteSpeedTargets.target],
          set: {
            count: sql`${siteSpeedTargets.count} + 1`,
            total: sql`${siteSpeedTargets.total} + ${measurement.value}`,
          },
        }),
    ];
  });
  const [first, ...rest] = [...counts, ...targets];
  if (first) await db.batch([first, ...rest]);
}

/** The slowest targets of each attributed metric the report lists. */
export const slowestPerMetric = 5;

/**
 * The Site speed report of the 28 days up to `now` (docs/product.md §12.9) in one round trip: the window's
 * rows, and each attributed metric's slowest targets by their mean.
 */
export async function readSiteSpeed(db: Database, lab: LabRecord, now = Date.now()): Promise<SiteSpeedReport> {
  const to = dayOf(now);
  const [from = to] = windowDays(to);
  const mean = sql<number>`sum(${siteSpeedTargets.total}) / sum(${siteSpeedTargets.count})`;
  const slowestOf = (metric: AttributedMetric) =>
    db
      .select({
        route: siteSpeedTargets.route,
        target: siteSpeedTargets.target,
        count: sql<number>`sum(${siteSpeedTargets.count})`,
        mean,
      })
      .from(siteSpeedTargets)
      .where(and(gte(siteSpeedTargets.day, from), eq(siteSpeedTargets.metric, metric)))
      .groupBy(siteSpeedTargets.route, siteSpeedTargets.target)
      .orderBy(desc(mean))
      .limit(slowestPerMetric);
  const [rows, lcp, inp, cls] = await db.batch([
    db
      .select({
        day: siteSpeedDays.day,
        route: siteSpeedDays.route,
        device: siteSpeedDays.device,
        metric: siteSpeedDays.metric,
        count: siteSpeedDays.count,
        histogram: siteSpeedDays.histogram,
      })
      .from(siteSpeedDays)
      .where(gte(siteSpeedDays.day, from)),
    slowestOf('LCP'),
    slowestOf('INP'),
    slowestOf('CLS'),
  ]);
  const named = (metric: AttributedMetric, found: typeof lcp) =>
    found.map((target) => ({ metric, ...target, rating: ratingOf(metric, target.mean) }));
  const slowest = [...named('LCP', lcp), ...named('INP', inp), ...named('CLS', cls)];
  return siteSpeedReport(rows, slowest, to, lab);
}
