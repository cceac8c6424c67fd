import {
  boardColumnSize,
  boardColumns,
  closedStatuses,
  followUpListSize,
  type BoardColumn,
  type FollowUpQueue,
} from '@site/domain/pipeline';
import { leadStatuses } from '@site/domain/leads';
import { and, asc, count, desc, eq, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadCounts, leads, staff } from '../db/schema';
import { firstLeadsWithStatus, toAdminLead, withOwner } from './admin-leads';

/**
 * The status board (docs/product.md §12.7): per status, the count and estimated value of all its leads (from
 * the counts the database keeps, docs/decisions/069) and its first cards in the list's order (one bounded
 * page a column, from the status's index), all in one batch, so the board's cost does not grow with the table.
 */
export async function leadBoard(db: Database, cardsPerColumn = boardColumnSize): Promise<BoardColumn[]> {
  const [totals, ...pages] = await db.batch([
    db
      .select({
        status: leadCounts.status,
        count: sql<number>`sum(${leadCounts.leads})`,
        estimatedValue: sql<number>`sum(${leadCounts.estimatedValue})`,
      })
      .from(leadCounts)
      .groupBy(leadCounts.status),
    ...leadStatuses.map((status) => firstLeadsWithStatus(db, status, cardsPerColumn)),
  ]);
  return boardColumns(
    totals,
    Object.fromEntries(leadStatuses.map((status, index) => [status, (pages[index] ?? []).map(toAdminLead)])),
  );
}

/**
 * Leads whose follow-up day is `today` or has passed, still open (won and lost need none): the signed-in
 * staff member's own first, then the oldest promise first, each section bounded with its full count.
 */
export async function followUpQueue(
  db: Database,
  staffId: string,
  today: string,
  limit = followUpListSize,
): Promise<FollowUpQueue> {
  const open = notInArray(leads.status, [...closedStatuses]);
  const dueToday = and(open, eq(leads.followUpOn, today));
  const overdue = and(open, lt(leads.followUpOn, today));
  const section = (where: SQL | undefined) =>
    db
      .select(withOwner)
      .from(leads)
      .leftJoin(staff, eq(staff.id, leads.ownerId))
      .where(where)
      .orderBy(
        sql`case when ${leads.ownerId} = ${staffId} then 0 else 1 end`,
        asc(leads.followUpOn),
        desc(leads.isUrgent),
        asc(leads.createdAt),
        asc(leads.id),
      )
      .limit(limit);
  const counted = (where: SQL | undefined) => db.select({ count: count() }).from(leads).where(where);
  const [todayRows, overdueRows, [todayCount], [overdueCount]] = await db.batch([
    section(dueToday),
    section(overdue),
    counted(dueToday),
    counted(overdue),
  ]);
  return {
    today,
    dueToday: todayRows.map(toAdminLead),
    overdue: overdueRows.map(toAdminLead),
    dueTodayCount: todayCount?.count ?? 0,
    overdueCount: overdueCount?.count ?? 0,
  };
}
