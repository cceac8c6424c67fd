import {
  funnelOf,
  periodBounds,
  qualifiedOrLater,
  resolvePeriod,
  type FunnelPeriod,
  type FunnelPeriodDays,
  type FunnelReport,
  type FunnelTally,
  funnelPeriodDays,
} from '@site/domain/leads/funnel';
import { z } from '@site/domain/forms/zod';
import { leadSources } from '@site/domain/leads/leads';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadFunnelFacts as facts, funnelReports as reports } from '../../db/schema';

const dayMs = 86_400_000;

/**
 * The tallies of the leads that arrived in `period` (docs/product.md §12.8) as one row each, per source and
 * for all of them (`source` 'all'), over the period's range of `lead_funnel_facts` (docs/decisions/069): the
 * leads, the qualified (holding or once holding a qualified-or-later status), the won and their value, and the
 * median time from arrival to the first status change (a change stamped before the lead's own time counts as
 * at once); and the promise clock's (docs/decisions/078): the promises settled by `now` and those kept, and the
 * median time to the first response. `skipWhen`, a condition on no lead, spares the scan when it holds.
 */
function talliesOf(period: FunnelPeriod, now: number, skipWhen: SQL = sql`0`) {
  const { start, end } = periodBounds(period);
  const qualified = sql.join(
    qualifiedOrLater.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`
    period as materialized (
      select ${facts.source} as source, ${facts.status} as status, ${facts.estimatedValue} as value,
        (${facts.wasQualified} or ${facts.status} in (${qualified})) as qualified,
        case when ${facts.firstContactAt} is not null then max(0, round(
          (julianday(${facts.firstContactAt}) - julianday(${facts.createdAt})) * ${dayMs})) end as wait,
        case when ${facts.responseDueAt} is null then null
          when ${facts.firstResponseAt} is not null then ${facts.firstResponseAt} <= ${facts.responseDueAt}
          when ${facts.responseDueAt} < ${new Date(now).toISOString()} then 0 end as kept,
        case when ${facts.firstResponseAt} is not null then max(0, round(
          (julianday(${facts.firstResponseAt}) - julianday(${facts.createdAt})) * ${dayMs})) end as response
      from ${facts} where ${facts.createdAt} >= ${start} and ${facts.createdAt} < ${end} and not (${skipWhen})
    ),
    groups as (select source as grouped, * from period union all select 'all' as grouped, * from period),
    measured as (
      select grouped, 'wait' as measure, wait as ms from groups where wait is not null
      union all select grouped, 'response', response from groups where response is not null
    ),
    ranked as (
      select grouped, measure, ms, row_number() over (partition by grouped, measure order by ms) as place,
        count(*) over (partition by grouped, measure) as counted
      from measured
    ),
    medians as (
      select grouped, avg(case when measure = 'wait' then ms end) as toFirstContact,
        avg(case when measure = 'response' then ms end) as firstResponse
      from ranked where place in ((counted + 1) / 2, (counted + 2) / 2) group by grouped
    ),
    tallies as (
      select groups.grouped as source, count(*) as leads, sum(qualified) as qualified,
        sum(status = 'won') as won, coalesce(sum(case when status = 'won' then value end), 0) as wonValue,
        count(wait) as contacted, medians.toFirstContact as medianToFirstContactMs,
        count(kept) as promised, coalesce(sum(kept), 0) as kept,
        count(response) as answered, medians.firstResponse as medianFirstResponseMs
      from groups left join medians on medians.grouped = groups.grouped
      group by groups.grouped
    )`;
}

/** The funnel of a period computed as asked: the chosen dates, which no stored report covers. */
export async function funnel(db: Database, period: FunnelPeriod, now = Date.now()): Promise<FunnelReport> {
  const rows = await db.all<FunnelTally>(sql`with ${talliesOf(period, now)} select * from tallies`);
  return funnelOf(period, rows);
}

/**
 * The statement that stores the report of the quick period ending on `now`'s day, computing and storing in one
 * trip and answering the stored row. `whenMissing` recomputes it only when the table has none for that day
 * (the first read of a fresh database or of a new day), and otherwise keeps the row as it is and spares the scan.
 */
function storeQuickFunnel(days: FunnelPeriodDays, now: number, whenMissing: boolean) {
  const period = resolvePeriod({ days }, now);
  const stored = sql`exists (select 1 from ${reports} where ${reports.days} = ${days} and ${reports.toDay} = ${period.to})`;
  const keptUnlessMissing = (column: SQL) =>
    whenMissing
      ? sql`case when ${reports.toDay} = excluded.to_day then ${column} else excluded.${column} end`
      : sql`excluded.${column}`;
  return sql`
    with ${talliesOf(period, now, whenMissing ? stored : undefined)}
    insert into ${reports} (days, to_day, tallies, computed_at)
    select ${days}, ${period.to}, json_group_array(json_object('source', source, 'leads', leads,
        'qualified', qualified, 'won', won, 'wonValue', wonValue, 'contacted', contacted,
        'medianToFirstContactMs', medianToFirstContactMs, 'promised', promised, 'kept', kept,
        'answered', answered, 'medianFirstResponseMs', medianFirstResponseMs)), ${new Date(now).toISOString()}
    from tallies where true
    on conflict (days) do update set tallies = ${keptUnlessMissing(sql.raw('tallies'))},
      computed_at = ${keptUnlessMissing(sql.raw('computed_at'))}, to_day = excluded.to_day
    returning tallies, computed_at as computedAt`;
}

/**
 * The cron's minute (worker/background.ts): stores the report of every quick period, so the page staff open
 * reads a stored row instead of every lead of the period, at most a minute behind the pipeline.
 */
export async function refreshFunnelReports(db: Database, now: number): Promise<void> {
  for (const days of funnelPeriodDays) await db.run(storeQuickFunnel(days, now, false));
}

const storedTallies = z.array(
  z.object({
    source: z.enum([...leadSources, 'all']),
    leads: z.number(),
    qualified: z.number(),
    won: z.number(),
    wonValue: z.number(),
    contacted: z.number(),
    medianToFirstContactMs: z.number().nullable(),
    promised: z.number(),
    kept: z.number(),
    answered: z.number(),
    medianFirstResponseMs: z.number().nullable(),
  }),
);

/**
 * The stored report of a quick period (docs/decisions/069) with the time it was computed, in one trip: the
 * statement stores it first if the table lacks today's, and answers the row.
 */
export async function quickFunnel(db: Database, days: FunnelPeriodDays, now: number): Promise<FunnelReport> {
  const [stored] = await db.all<{ tallies: string; computedAt: string }>(storeQuickFunnel(days, now, true));
  // An insert or its update always answers the one row.
  if (!stored) throw new Error(`No stored funnel of ${days} days`);
  const tallies = storedTallies.parse(JSON.parse(stored.tallies));
  return { ...funnelOf(resolvePeriod({ days }, now), tallies), asOf: stored.computedAt };
}
