import {
  funnelOf,
  periodBounds,
  qualifiedOrLater,
  type FunnelPeriod,
  type FunnelReport,
  type FunnelTally,
} from '@site/domain/leads/funnel';
import type { LeadSource } from '@site/domain/leads/leads';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadFunnelFacts as facts } from '../../db/schema';

const dayMs = 86_400_000;

interface TallyRow {
  source: LeadSource | 'all';
  leads: number;
  qualified: number;
  won: number;
  wonValue: number;
  contacted: number;
  median: number | null;
  promised: number;
  kept: number;
  answered: number;
  responseMedian: number | null;
}

/**
 * The funnel of the leads that arrived in `period` (docs/product.md §12.8), tallied in one statement over
 * the period's range of `lead_funnel_facts` (docs/decisions/069): per source and for all of them, the leads,
 * the qualified (holding or once holding a qualified-or-later status), the won and their value, and the median
 * time from arrival to the first status change (a change stamped before the lead's own time counts as at
 * once); and the promise clock's (docs/decisions/078): the promises settled by `now` and those kept, and the
 * median time to the first response. Only the tallies leave the database; domain/funnel turns them into the
 * report.
 */
export async function funnel(db: Database, period: FunnelPeriod, now = new Date()): Promise<FunnelReport> {
  const { start, end } = periodBounds(period);
  const qualified = sql.join(
    qualifiedOrLater.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db.all<TallyRow>(sql`
    with period as materialized (
      select ${facts.source} as source, ${facts.status} as status, ${facts.estimatedValue} as value,
        (${facts.wasQualified} or ${facts.status} in (${qualified})) as qualified,
        case when ${facts.firstContactAt} is not null then max(0, round(
          (julianday(${facts.firstContactAt}) - julianday(${facts.createdAt})) * ${dayMs})) end as wait,
        case when ${facts.responseDueAt} is null then null
          when ${facts.firstResponseAt} is not null then ${facts.firstResponseAt} <= ${facts.responseDueAt}
          when ${facts.responseDueAt} < ${now.toISOString()} then 0 end as kept,
        case when ${facts.firstResponseAt} is not null then max(0, round(
          (julianday(${facts.firstResponseAt}) - julianday(${facts.createdAt})) * ${dayMs})) end as response
      from ${facts} where ${facts.createdAt} >= ${start} and ${facts.createdAt} < ${end}
    ),
    groups as (select source as grouped, * from period union all select 'all' as grouped, * from period),
    ranked as (
      select grouped, wait, row_number() over (partition by grouped order by wait) as place,
        count(*) over (partition by grouped) as waits
      from groups where wait is not null
    ),
    medians as (
      select grouped, avg(wait) as median from ranked
      where place in ((waits + 1) / 2, (waits + 2) / 2) group by grouped
    ),
    responses as (
      select grouped, response, row_number() over (partition by grouped order by response) as place,
        count(*) over (partition by grouped) as answered
      from groups where response is not null
    ),
    response_medians as (
      select grouped, avg(response) as median from responses
      where place in ((answered + 1) / 2, (answered + 2) / 2) group by grouped
    )
    select groups.grouped as source, count(*) as leads, sum(qualified) as qualified,
      sum(status = 'won') as won, coalesce(sum(case when status = 'won' then value end), 0) as wonValue,
      count(wait) as contacted, medians.median as median,
      count(kept) as promised, coalesce(sum(kept), 0) as kept,
      count(response) as answered, response_medians.median as responseMedian
    from groups left join medians on medians.grouped = groups.grouped
      left join response_medians on response_medians.grouped = groups.grouped
    group by groups.grouped`);
  return funnelOf(
    period,
    rows.map(({ median, responseMedian, ...tally }): FunnelTally => ({
      ...tally,
      medianToFirstContactMs: median,
      medianFirstResponseMs: responseMedian,
    })),
  );
}
