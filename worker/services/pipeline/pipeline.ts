import {
  boardColumnSize,
  boardColumns,
  closedStatuses,
  followUpListSize,
  type BoardColumn,
  type FollowUpQueue,
} from '@site/domain/leads/pipeline';
import { leadStatuses } from '@site/domain/leads/leads';
import { and, asc, count, eq, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadCounts, leads, staff } from '../../db/schema';
import { firstLeadsWithStatus, toAdminLead, withOwner } from './lead-reads';

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
 * staff member's own first, then the oldest promise first, each section bounded with its full count. Each
 * section is read as two bounded walks of a follow-up index, the staff member's own and everyone else's,
 * so no view sorts every lead that is due (docs/decisions/069).
 */
export async function followUpQueue(
  db: Database,
  staffId: string,
  today: string,
  limit = followUpListSize,
): Promise<FollowUpQueue> {
  const open = notInArray(sql`+${leads.status}`, [...closedStatuses]);
  const dueToday = and(open, eq(leads.followUpOn, today));
  const overdue = and(open, lt(leads.followUpOn, today));
  const mine = eq(leads.ownerId, staffId);
  const othersOnly = sql`(+${leads.ownerId} is null or +${leads.ownerId} <> ${staffId})`;
  const part = (where: SQL | undefined) =>
    db
      .select(withOwner)
      .from(leads)
      .leftJoin(staff, eq(staff.id, leads.ownerId))
      .where(where)
      // Urgent first as "(is_urgent = 0) ascending": the expression of the index the walk reads.
      .orderBy(asc(leads.followUpOn), sql`(${leads.isUrgent} = 0)`, asc(leads.createdAt), asc(leads.id))
      .limit(limit);
  const counted = (where: SQL | undefined) => db.select({ count: count() }).from(leads).where(where);
  const [todayMine, todayOthers, overdueMine, overdueOthers, [todayCount], [overdueCount]] = await db.batch([
    part(and(dueToday, mine)),
    part(and(dueToday, othersOnly)),
    part(and(overdue, mine)),
    part(and(overdue, othersOnly)),
    counted(dueToday),
    counted(overdue),
  ]);
  return {
    today,
    dueToday: [...todayMine, ...todayOthers].slice(0, limit).map(toAdminLead),
    overdue: [...overdueMine, ...overdueOthers].slice(0, limit).map(toAdminLead),
    dueTodayCount: todayCount?.count ?? 0,
    overdueCount: overdueCount?.count ?? 0,
  };
}
