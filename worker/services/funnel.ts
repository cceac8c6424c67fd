import { funnelOf, periodBounds, qualifiedOrLater, type FunnelPeriod, type FunnelReport } from '@site/domain/funnel';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadEvents, leads } from '../db/schema';

/** The status an audited edit set, where it set one (docs/decisions/023: edits record before and after). */
const statusSet = sql`json_extract(${leadEvents.after}, '$.status')`;
const eventsOfLead = sql`${leadEvents.leadId} = ${leads.id}`;

/**
 * The funnel of the leads that arrived in `period` (docs/product.md §12.8). One query reads each lead's
 * source, status and estimate with two facts from its timeline: when its status first left 'new', and
 * whether it ever held a qualified-or-later status; domain/funnel turns them into the report.
 */
export async function funnel(db: Database, period: FunnelPeriod): Promise<FunnelReport> {
  const { start, end } = periodBounds(period);
  const rows = await db
    .select({
      source: leads.source,
      status: leads.status,
      estimatedValue: leads.estimatedValue,
      createdAt: leads.createdAt,
      firstContactAt: sql<string | null>`(select min(${leadEvents.at}) from ${leadEvents}
        where ${eventsOfLead} and ${statusSet} is not null and ${statusSet} <> 'new')`,
      wasQualified: sql<number>`exists(select 1 from ${leadEvents}
        where ${eventsOfLead} and ${statusSet} in ${qualifiedOrLater})`,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, start), lt(leads.createdAt, end)))
    .all();
  return funnelOf(
    period,
    rows.map((row) => ({ ...row, wasQualified: row.wasQualified === 1 })),
  );
}
