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
  type StoredSiteSpeedReading,
} from '@site/domain/site-speed/site-speed';
import type { Beacon } from '@site/domain/site-speed/beacon-schema';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteSpeedDays, siteSpeedReports, siteSpeedTargets } from '../../db/schema';

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
const slowestPerMetric = 5;

/**
 * The p75 bucket of each group of the window's rows, computed in D1 so only one row per group comes back
 * (docs/benchmarks.md, "The admin at a year's size"): the histograms' buckets summed over the group, then the
 * lowest bucket whose running count reaches three quarters of the group's views.
 */
function p75Source(keys: readonly ('route' | 'device' | 'day')[], from: string) {
  const group = sql.join(
    [...keys, 'metric'].map((key) => sql.identifier(key)),
    sql`, `,
  );
  return sql`(
    with buckets as (
      select ${group}, cast(j.key as integer) as bucket, sum(j.value) as views
      from ${siteSpeedDays}, json_each(${siteSpeedDays.histogram}) as j
      where ${siteSpeedDays.day} >= ${from}
      group by ${group}, bucket
    ), running as (
      select ${group}, bucket,
        sum(views) over (partition by ${group} order by bucket rows unbounded preceding) as seen,
        sum(views) over (partition by ${group}) as total
      from buckets
    )
    select ${group}, min(bucket) as bucket, max(total) as count
    from running
    where seen * 4 >= total * 3
    group by ${group}
  ) as p75`;
}

/** The columns of a p75 row: the table's own types for the group's keys. */
type Row = typeof siteSpeedDays.$inferSelect;
const p75Columns = {
  metric: sql<Row['metric']>`metric`,
  bucket: sql<number>`bucket`,
  count: sql<number>`count`,
};

/**
 * The reading of the 28 days up to `now` in one round trip: the p75 of each route, device and metric, of each
 * day and metric, and each attributed metric's slowest targets by mean. At a year of busy days this reads
 * some 160,000 histogram entries, too slow for a page (docs/benchmarks.md), so the cron stores it.
 */
export async function readSiteSpeedWindow(db: Database, now: number): Promise<StoredSiteSpeedReading> {
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
  const [byRoute, byDay, lcp, inp, cls] = await db.batch([
    db
      .select({ route: sql<Row['route']>`route`, device: sql<Row['device']>`device`, ...p75Columns })
      .from(p75Source(['route', 'device'], from)),
    db.select({ day: sql<Row['day']>`day`, ...p75Columns }).from(p75Source(['day'], from)),
    slowestOf('LCP'),
    slowestOf('INP'),
    slowestOf('CLS'),
  ]);
  const named = (metric: AttributedMetric, found: typeof lcp) =>
    found.map((target) => ({ metric, ...target, rating: ratingOf(metric, target.mean) }));
  return { byRoute, byDay, slowest: [...named('LCP', lcp), ...named('INP', inp), ...named('CLS', cls)] };
}

const window = 'last-28-days';

/**
 * Days of rows kept (docs/product.md §12.11): a year and a month, so this month can be set beside the same
 * month last year by reading the table, while the table stops growing after that.
 */
export const keptDays = 400;

/**
 * Deletes the day rows older than `keptDays`, then stores the reading of the 28 days up to `now`: the minute's
 * cron (worker/background.ts). The day leads both tables' keys, so a minute with nothing to delete is one seek.
 */
export async function refreshSiteSpeedReport(db: Database, now: number): Promise<void> {
  const oldestKept = dayOf(now - (keptDays - 1) * 86_400_000);
  await db.batch([
    db.delete(siteSpeedDays).where(lt(siteSpeedDays.day, oldestKept)),
    db.delete(siteSpeedTargets).where(lt(siteSpeedTargets.day, oldestKept)),
  ]);
  const reading = await readSiteSpeedWindow(db, now);
  const stored = { toDay: dayOf(now), reading, computedAt: new Date(now).toISOString() };
  await db
    .insert(siteSpeedReports)
    .values({ window, ...stored })
    .onConflictDoUpdate({ target: siteSpeedReports.window, set: stored });
}

/**
 * The Site speed report (docs/product.md §12.11) as the cron last stored it, in one round trip; before the
 * first store, an empty report of the window up to `now`.
 */
export async function readSiteSpeed(db: Database, lab: LabRecord, now = Date.now()): Promise<SiteSpeedReport> {
  const stored = await db.select().from(siteSpeedReports).where(eq(siteSpeedReports.window, window)).get();
  if (!stored) return siteSpeedReport({ byRoute: [], byDay: [], slowest: [], to: dayOf(now), lab });
  return siteSpeedReport({ ...stored.reading, to: stored.toDay, lab, asOf: stored.computedAt });
}
