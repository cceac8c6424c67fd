import { formerSuffix } from '@site/domain/staff/team';
import { promiseState } from '@site/domain/leads/promises';
import { leadMessagesQuery, toAdminLeadMessage } from '../conversations/replies';
import {
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadFilter,
  type LeadCsvQuery,
  type LeadSortColumn,
  type LeadTablePage,
  type LeadTableQuery,
} from '@site/domain/staff/lead-table';
import { defaultPageSize } from '@site/domain/staff/paging';
import { leadStatuses, type LeadStatus } from '@site/domain/leads/leads';
import { businessDay } from '@site/domain/company/office-clock';
import { closedStatuses } from '@site/domain/leads/pipeline';
import { z } from '@site/domain/forms/zod';
import {
  Column,
  and,
  asc,
  gte,
  is,
  count,
  eq,
  isNull,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadCounts, leadEvents, leads, staff, type Lead } from '../../db/schema';
import { isOverdue } from '@site/domain/leads/notifications';
import { leadNotificationsQuery, toAdminNotifications } from '../notifications/notifications';
import { decodeCursor, encodeCursor } from './paging';

/** A lead row with its owner's name, as every staff read of a lead selects it. */
interface LeadWithOwner {
  lead: Lead;
  ownerName: string | null;
}

// Aliased: inside a D1 batch, rows come back keyed by column name, and staff.name would overwrite leads.name.
// A deactivated owner keeps their name on their leads, marked former (docs/decisions/094).
export const withOwner = {
  lead: leads,
  ownerName: sql<
    string | null
  >`case when ${staff.disabledAt} is null then ${staff.name} else ${staff.name} || ${formerSuffix} end`.as(
    'owner_name',
  ),
};

/**
 * The row as staff read it: its columns as stored, less the submission (only the detail page shows it) and the
 * idempotency fingerprints, which are the API's own.
 */
export const toAdminLead = ({ lead, ownerName }: LeadWithOwner): AdminLead => {
  const {
    submission: _submission,
    idempotencyKey: _key,
    requestHash: _hash,
    ownerSortName: _ownerSortName,
    // The reply address is a secret of the e-mails, not something a page shows (docs/decisions/078).
    replyToken: _replyToken,
    replyExpiresAt: _replyExpiresAt,
    ...columns
  } = lead;
  return {
    ...columns,
    overdue: isOverdue(lead, Date.now()),
    promise: promiseState(lead, Date.now()),
    owner: lead.ownerId && ownerName ? { id: lead.ownerId, name: ownerName } : null,
  };
};

/**
 * The search box's words as an FTS5 query (docs/decisions/069): each word a prefix, every word required, in
 * any of the indexed columns. Null when the text holds no word at all, which matches no lead.
 */
export function searchExpression(query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words.length > 0 ? words.map((word) => `"${word}"*`).join(' ') : null;
}

/** Leads whose name, e-mail, company, phone, location or notes hold the words, through the search index. */
const matches = (query: string) => {
  const expression = searchExpression(query);
  return expression === null
    ? sql`0`
    : sql`${leads}.rowid in (select rowid from leads_search where leads_search match ${expression})`;
};

/** Whose "me" the owner filter means, and the business's calendar day the follow-up views count from. */
export interface LeadViewer {
  id: string;
}

/**
 * The table's filters as one SQL condition: every filter of the URL is applied in the database. Which index
 * reads them is chosen here (docs/decisions/069). A page walks its order's index past the broad filters
 * (status, source, region: `drive: 'order'`) and stops at its last row; the narrow ones (a search, an owner,
 * a follow-up day) find their leads through their own index instead. A count of a follow-up view reads the
 * follow-up index, which holds every column it checks (`drive: 'followUp'`). A column written `+column` is
 * one SQLite checks row by row rather than looks up in an index of its own.
 */
function leadConditions(
  filter: AdminLeadFilter,
  viewer: LeadViewer,
  today: string,
  { ids, drive }: { ids?: string[]; drive?: 'order' | 'followUp' } = {},
): SQL | undefined {
  const checked =
    drive === 'order'
      ? [leads.status, leads.source, leads.region]
      : drive === 'followUp'
        ? [leads.status, leads.source, leads.region, leads.ownerId]
        : [];
  const column = (name: SQLWrapper) => (checked.some((one) => one === name) ? sql`+${name}` : sql`${name}`);
  const owner =
    filter.owner === 'none'
      ? isNull(column(leads.ownerId))
      : filter.owner
        ? eq(column(leads.ownerId), filter.owner === 'me' ? viewer.id : filter.owner)
        : undefined;
  // Won and lost leads need no follow-up, so neither view lists them (docs/product.md §12.7).
  const open = notInArray(column(leads.status), [...closedStatuses]);
  const due =
    filter.due === 'today'
      ? and(open, eq(column(leads.followUpOn), today))
      : filter.due === 'overdue'
        ? and(open, lt(column(leads.followUpOn), today))
        : undefined;
  return and(
    filter.q ? matches(filter.q) : undefined,
    filter.status ? eq(column(leads.status), filter.status) : undefined,
    filter.source ? eq(column(leads.source), filter.source) : undefined,
    filter.region ? eq(column(leads.region), filter.region) : undefined,
    owner,
    due,
    ids ? sql`${leads.id} in (select value from json_each(${JSON.stringify(ids)}))` : undefined,
  );
}

/**
 * Statuses sort in the pipeline's order (new first), not alphabetically. Literal SQL, not parameters: the
 * expression must read exactly as the index migrations/0010 built on it, or SQLite cannot use that index.
 */
const statusRank = sql.raw(
  `(case "leads"."status" ${leadStatuses.map((status, rank) => `when '${status}' then ${rank}`).join(' ')} end)`,
);

/** An order of the table: sort keys that all run one way and end in the id, so a row's keys are its place. */
interface TableOrder {
  keys: (SQL | SQLWrapper)[];
  way: 'asc' | 'desc';
}

/**
 * Empty values last in either direction: in place of an empty value, one past the end of the order. Expression
 * indexes of migrations/0010 hold exactly these expressions.
 */
const emptyLast = (column: SQLWrapper, last: string) => sql`coalesce(${column}, ${sql.raw(last)})`;

/**
 * The table's order (docs/product.md §12.3): the chosen column, then the id, so equal values never swap
 * between pages. Empty values (no estimate, no owner, no follow-up) come last either way. The received order
 * keeps urgent emergencies on top, as the lead list always has: they are the ones to call back first. Every
 * key runs the same way, so a page can start from a row's keys with one comparison that an index answers
 * (docs/decisions/069).
 */
function tableOrder(sort: LeadSortColumn, dir: LeadTableQuery['dir']): TableOrder {
  const ascending = dir === 'ascending';
  const keys: Record<LeadSortColumn, (SQL | SQLWrapper)[]> = {
    received: ascending ? [sql`(${leads.isUrgent} = 0)`, leads.createdAt] : [leads.isUrgent, leads.createdAt],
    name: [sql`${leads.name} collate nocase`],
    source: [leads.source],
    status: [statusRank],
    region: [leads.region],
    estimate: [emptyLast(leads.estimatedValue, ascending ? '9007199254740991' : '-1')],
    owner: [sql`${emptyLast(leads.ownerSortName, ascending ? 'char(65535)' : "''")} collate nocase`],
    followUp: [emptyLast(leads.followUpOn, ascending ? "'9999-12-31'" : "''")],
  };
  return { keys: [...keys[sort], leads.id], way: ascending ? 'asc' : 'desc' };
}

const orderBy = ({ keys, way }: TableOrder, reversed = false) => {
  const direction = (way === 'asc') !== reversed ? sql`asc` : sql`desc`;
  return keys.map((key) => sql`${key} ${direction}`);
};

/** Where a row stands in an order: its keys, as the page hands them to the pager's links. */
const positionSchema = z
  .array(z.union([z.string(), z.number()]))
  .min(2)
  .max(3);

/**
 * Rows past a position in `order` (or before it). SQLite narrows an index to the position with the whole
 * comparison when every key is a column; for an index of expressions it needs the first key compared alone.
 */
function beyond(order: TableOrder, position: (string | number)[], before: boolean): SQL | undefined {
  const [firstKey] = order.keys;
  if (!firstKey) return undefined;
  const forward = (order.way === 'asc') !== before;
  const values = sql.join(
    position.map((value) => sql`${value}`),
    sql`, `,
  );
  const past = sql`(${sql.join(order.keys, sql`, `)}) ${forward ? sql`>` : sql`<`} (${values})`;
  if (order.keys.every((key) => is(key, Column))) return past;
  return and(forward ? gte(firstKey, position[0]) : lte(firstKey, position[0]), past);
}

const ownerJoin = eq(staff.id, leads.ownerId);

export const selectLeads = (db: Database) => db.select(withOwner).from(leads).leftJoin(staff, ownerJoin).$dynamic();

/** The rows a page shows, each with its position for the pager. */
const selectPage = (db: Database, order: TableOrder) =>
  db
    .select({
      ...withOwner,
      position: sql<string>`json_array(${sql.join(order.keys, sql`, `)})`.as('position'),
    })
    .from(leads)
    .leftJoin(staff, ownerJoin)
    .$dynamic();

/** The position a pager's link carries, and whether the page ends there (Previous) rather than starts. */
function pagerPosition(order: TableOrder, after: string | undefined, before: string | undefined) {
  const position = decodeCursor(after ?? before, positionSchema);
  return {
    // A position of another order (the sort changed under a stale link) is no position.
    position: position?.length === order.keys.length ? position : null,
    backward: !after && Boolean(before),
  };
}

/**
 * A table page's rows: from the position the pager's link carries when the address has one; for a page
 * number alone, after skipping the rows before it in the order's index. A view without a search walks the
 * order's index and stops at the page's last row. A narrow view (`matched`: a search, an owner, a follow-up
 * day, a selection) finds its leads through its own index and puts only their keys in order, then reads the
 * page's own rows in full; so does a page number alone.
 * Never a sort of every matching lead's row.
 */
function tablePage(
  db: Database,
  where: SQL | undefined,
  order: TableOrder,
  {
    after,
    before,
    offset,
    limit,
    matched = false,
  }: { after?: string; before?: string; offset: number; limit: number; matched?: boolean },
) {
  const { position, backward } = pagerPosition(order, after, before);
  const start = position ? beyond(order, position, backward) : undefined;
  const reversed = Boolean(start && backward);
  const skip = start ? 0 : offset;
  if (!matched && skip === 0) {
    return selectPage(db, order)
      .where(and(where, start))
      .orderBy(...orderBy(order, reversed))
      .limit(limit);
  }
  const pageRows = db
    .select({ rowid: sql`${leads}.rowid` })
    .from(leads)
    .where(and(where, start))
    .orderBy(...orderBy(order, reversed))
    .limit(limit)
    .offset(skip);
  return selectPage(db, order)
    .where(sql`${leads}.rowid in ${pageRows}`)
    .orderBy(...orderBy(order, reversed));
}

/**
 * How many leads a view matches: for the filters the counts keep (status, source, region), the sum of a few
 * rows of `lead_counts`; for the others, a count the filter's index answers.
 */
function tableTotal(db: Database, filter: AdminLeadFilter, where: SQL | undefined) {
  if (filter.q || filter.owner || filter.due) return db.select({ total: count() }).from(leads).where(where);
  return db
    .select({ total: sql<number>`coalesce(sum(${leadCounts.leads}), 0)` })
    .from(leadCounts)
    .where(
      and(
        filter.status ? eq(leadCounts.status, filter.status) : undefined,
        filter.source ? eq(leadCounts.source, filter.source) : undefined,
        filter.region ? eq(leadCounts.region, filter.region) : undefined,
      ),
    );
}

export interface LeadTableOptions {
  pageSize?: number;
  /** The business's calendar day (YYYY-MM-DD) the follow-up views compare with. */
  today?: string;
}

/** The two statements of a table view: its page of rows, and how many leads match in all. */
export function leadTableStatements(
  db: Database,
  query: LeadTableQuery,
  viewer: LeadViewer,
  { pageSize = defaultPageSize, today = businessDay(new Date()) }: LeadTableOptions = {},
) {
  return [
    tablePage(db, leadConditions(query, viewer, today, { drive: 'order' }), tableOrder(query.sort, query.dir), {
      after: query.after,
      before: query.before,
      offset: (query.page - 1) * pageSize,
      limit: pageSize,
      matched: Boolean(query.q || query.owner || query.due),
    }),
    tableTotal(db, query, leadConditions(query, viewer, today, query.due ? { drive: 'followUp' } : {})),
  ] as const;
}

/**
 * One page of the lead table (docs/product.md §12.3): filtered and sorted in SQL, with the number of all
 * matching leads in the same batch. Pages are numbered (docs/decisions/032) and read from the pager's
 * cursor row when the address has one (docs/decisions/069).
 */
export async function leadTable(
  db: Database,
  query: LeadTableQuery,
  viewer: LeadViewer,
  options: LeadTableOptions = {},
): Promise<LeadTablePage> {
  const [rows, [counted]] = await db.batch(leadTableStatements(db, query, viewer, options));
  const { position, backward } = pagerPosition(tableOrder(query.sort, query.dir), query.after, query.before);
  const inOrder = position && backward ? rows.toReversed() : rows;
  const cursorOf = (row: (typeof rows)[number] | undefined) =>
    row ? encodeCursor(JSON.parse(row.position)) : undefined;
  return {
    items: inOrder.map(toAdminLead),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: options.pageSize ?? defaultPageSize,
    previous: cursorOf(inOrder.at(0)),
    next: cursorOf(inOrder.at(-1)),
  };
}

/** The first leads of one status in the table's default order: a status board column's cards. */
export const firstLeadsWithStatus = (db: Database, status: LeadStatus, limit: number) =>
  selectLeads(db)
    .where(eq(leads.status, status))
    .orderBy(...orderBy(tableOrder('received', 'descending')))
    .limit(limit);

/** Rows per statement of the CSV export: few round trips, and still a bounded batch in memory. */
const csvBatchSize = 1_000;

/**
 * Every lead of a view (or of a selection, `ids`) in the table's order, a batch at a time from the last row
 * of the one before, for the CSV export: however many leads match, the Worker holds one batch in memory and
 * each batch starts at its place in an index (docs/decisions/069). Leads received after the export started
 * are left out.
 */
export async function* leadsInTableOrder(
  db: Database,
  query: LeadCsvQuery,
  viewer: LeadViewer,
  today = businessDay(new Date()),
): AsyncGenerator<AdminLead[]> {
  const startedAt = new Date().toISOString();
  const where = and(
    leadConditions(query, viewer, today, { ids: query.ids, drive: 'order' }),
    lte(sql`+${leads.createdAt}`, startedAt),
  );
  const order = tableOrder(query.sort, query.dir);
  for (let after: string | undefined; ;) {
    const rows = await tablePage(db, where, order, {
      after,
      offset: 0,
      limit: csvBatchSize,
      matched: Boolean(query.q || query.owner || query.due || query.ids),
    }).all();
    if (rows.length > 0) yield rows.map(toAdminLead);
    const last = rows.at(-1);
    if (rows.length < csvBatchSize || !last) return;
    after = encodeCursor(JSON.parse(last.position));
  }
}

/** The lead's page: the lead with its submission, its timeline, its e-mails and its conversation, in one batch. */
export async function leadDetail(db: Database, env: Env, id: string): Promise<AdminLeadDetail | null> {
  const [lead, events, notifications, messages] = await db.batch([
    selectLeads(db).where(eq(leads.id, id)),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.at), asc(leadEvents.id)),
    leadNotificationsQuery(db, id),
    leadMessagesQuery(db, id),
  ]);
  const [row] = lead;
  if (!row) return null;
  return {
    ...toAdminLead(row),
    submission: row.lead.submission,
    events,
    notifications: toAdminNotifications(notifications, env),
    messages: messages.map(toAdminLeadMessage),
  };
}
