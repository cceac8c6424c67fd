import {
  defaultPageSize,
  maxPageSize,
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadFilter,
  type LeadBulk,
  type LeadCsvQuery,
  type LeadSortColumn,
  type LeadTablePage,
  type LeadTableQuery,
  type LeadUpdate,
} from '@site/domain/admin';
import { leadStatuses, type LeadStatus } from '@site/domain/leads';
import { businessDay, closedStatuses } from '@site/domain/pipeline';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { leadEvents, leads, staff, type Lead } from '../db/schema';
import { isOverdue } from '@site/domain/notifications';
import { changesBetween, columnsAsJson, nowIso, type Change, type EditOutcome, type InvalidEdit } from './changes';
import { leadNotifications } from './notifications';

/** A lead row with its owner's name, as every staff read of a lead selects it. */
interface LeadWithOwner {
  lead: Lead;
  ownerName: string | null;
}

// Aliased: inside a D1 batch, rows come back keyed by column name, and staff.name would overwrite leads.name.
export const withOwner = { lead: leads, ownerName: sql<string | null>`${staff.name}`.as('owner_name') };

/**
 * The row as staff read it: its columns as stored, less the submission (only the detail page shows it) and the
 * idempotency fingerprints, which are the API's own.
 */
export const toAdminLead = ({ lead, ownerName }: LeadWithOwner): AdminLead => {
  const { submission: _submission, idempotencyKey: _key, requestHash: _hash, ...columns } = lead;
  return {
    ...columns,
    overdue: isOverdue(lead, Date.now()),
    owner: lead.ownerId && ownerName ? { id: lead.ownerId, name: ownerName } : null,
  };
};

/** Case-insensitive substring of name, e-mail or company; instr() needs no escaping of % and _ as LIKE would. */
const matches = (query: string) => {
  const needle = query.toLowerCase();
  return or(
    sql`instr(lower(${leads.name}), ${needle}) > 0`,
    sql`instr(lower(${leads.email}), ${needle}) > 0`,
    sql`instr(lower(coalesce(${leads.company}, '')), ${needle}) > 0`,
  );
};

/** Whose "me" the owner filter means, and the business's calendar day the follow-up views count from. */
export interface LeadViewer {
  id: string;
}

/** Won and lost leads need no follow-up, so neither view lists them (docs/product.md §12.7). */
const openLead = notInArray(leads.status, [...closedStatuses]);

/** The table's filters as one SQL condition: every filter of the URL is applied in the database. */
function leadConditions(filter: AdminLeadFilter, viewer: LeadViewer, today: string, ids?: string[]): SQL | undefined {
  const owner =
    filter.owner === 'none'
      ? isNull(leads.ownerId)
      : filter.owner
        ? eq(leads.ownerId, filter.owner === 'me' ? viewer.id : filter.owner)
        : undefined;
  const due =
    filter.due === 'today'
      ? and(openLead, eq(leads.followUpOn, today))
      : filter.due === 'overdue'
        ? and(openLead, lt(leads.followUpOn, today))
        : undefined;
  return and(
    filter.q ? matches(filter.q) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.source ? eq(leads.source, filter.source) : undefined,
    filter.region ? eq(leads.region, filter.region) : undefined,
    owner,
    due,
    ids ? sql`${leads.id} in (select value from json_each(${JSON.stringify(ids)}))` : undefined,
  );
}

/** Statuses sort in the pipeline's order (new first), not alphabetically. */
const statusRank = sql`case ${leads.status} ${sql.join(
  leadStatuses.map((status, rank) => sql`when ${status} then ${rank}`),
  sql` `,
)} end`;

const sortKeys: Record<LeadSortColumn, SQL | SQLWrapper> = {
  received: leads.createdAt,
  name: sql`${leads.name} collate nocase`,
  source: leads.source,
  status: statusRank,
  region: leads.region,
  estimate: leads.estimatedValue,
  owner: sql`${staff.name} collate nocase`,
  followUp: leads.followUpOn,
};

/**
 * The table's order: the chosen column, then the id, so equal values never swap between pages. Empty values
 * (no estimate, no owner, no follow-up) come last either way. The received order keeps urgent emergencies
 * on top, as the lead list always has: they are the ones to call back first (docs/product.md §12.3).
 */
function leadOrder(sort: LeadSortColumn, dir: LeadTableQuery['dir']): SQL[] {
  const way = dir === 'ascending' ? sql`asc` : sql`desc`;
  return [
    ...(sort === 'received' ? [sql`${leads.isUrgent} desc`] : []),
    sql`${sortKeys[sort]} ${way} nulls last`,
    sql`${leads.id} ${way}`,
  ];
}

const selectLeads = (db: Database) =>
  db.select(withOwner).from(leads).leftJoin(staff, eq(staff.id, leads.ownerId)).$dynamic();

export interface LeadTableOptions {
  pageSize?: number;
  /** The business's calendar day (YYYY-MM-DD) the follow-up views compare with. */
  today?: string;
}

/**
 * One page of the lead table (docs/product.md §12.3): filtered and sorted in SQL, with the number of all
 * matching leads counted in the same batch. Pages are numbered (docs/decisions/032): staff jump to a page
 * and sort by any column, which a keyset cursor cannot do.
 */
export async function leadTable(
  db: Database,
  query: LeadTableQuery,
  viewer: LeadViewer,
  { pageSize = defaultPageSize, today = businessDay(new Date()) }: LeadTableOptions = {},
): Promise<LeadTablePage> {
  const where = leadConditions(query, viewer, today);
  const [rows, [counted]] = await db.batch([
    selectLeads(db)
      .where(where)
      .orderBy(...leadOrder(query.sort, query.dir))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  return { items: rows.map(toAdminLead), total: counted?.total ?? 0, page: query.page, pageSize };
}

/** The first leads of one status in the table's default order: a status board column's cards. */
export async function firstLeadsWithStatus(db: Database, status: LeadStatus, limit: number): Promise<AdminLead[]> {
  const rows = await selectLeads(db)
    .where(eq(leads.status, status))
    .orderBy(...leadOrder('received', 'descending'))
    .limit(limit)
    .all();
  return rows.map(toAdminLead);
}

/**
 * Every lead of a view (or of a selection, `ids`) in the table's order, a bounded page at a time, for the
 * CSV export: however many leads match, the Worker holds one page in memory. Leads received after the export
 * started are left out, so a page boundary cannot shift under it.
 */
export async function* leadsInTableOrder(
  db: Database,
  query: LeadCsvQuery,
  viewer: LeadViewer,
  today = businessDay(new Date()),
): AsyncGenerator<AdminLead[]> {
  const startedAt = new Date().toISOString();
  const where = and(leadConditions(query, viewer, today, query.ids), lte(leads.createdAt, startedAt));
  for (let offset = 0; ; offset += maxPageSize) {
    const rows = await selectLeads(db)
      .where(where)
      .orderBy(...leadOrder(query.sort, query.dir))
      .limit(maxPageSize)
      .offset(offset)
      .all();
    if (rows.length > 0) yield rows.map(toAdminLead);
    if (rows.length < maxPageSize) return;
  }
}

export async function leadDetail(db: Database, env: Env, id: string): Promise<AdminLeadDetail | null> {
  const [lead, events] = await db.batch([
    db.select(withOwner).from(leads).leftJoin(staff, eq(staff.id, leads.ownerId)).where(eq(leads.id, id)),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.at), asc(leadEvents.id)),
  ]);
  const [row] = lead;
  if (!row) return null;
  return {
    ...toAdminLead(row),
    submission: row.lead.submission,
    events,
    notifications: await leadNotifications(db, env, id),
  };
}

const leadWithOwner = (db: Database, id: string) =>
  db.select(withOwner).from(leads).leftJoin(staff, eq(staff.id, leads.ownerId)).where(eq(leads.id, id)).get();

/** An owner must be an active staff account: anything else would hand the lead to nobody unnoticed. */
const isActiveStaff = async (db: Database, staffId: string) =>
  (await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNull(staff.disabledAt)))
    .get()) !== undefined;

export const unknownOwnerMessage = 'Choose an active staff member';

/**
 * The two statements of one audited edit: the timeline entry, then the update, both guarded by the version
 * the change was computed from. The audit entry's "before" is read from the row inside the batch, under the
 * same guard as the update, so it is exactly the row replaced.
 */
function auditedEdit(db: Database, lead: Lead, change: Change<Lead>, actor: string) {
  const unchanged = and(eq(leads.id, lead.id), eq(leads.updatedAt, lead.updatedAt));
  return [
    db.insert(leadEvents).select(
      db
        .select({
          // drizzle names every column of the table in its order; null lets SQLite number the event.
          id: sql<number>`null`.as('id'),
          leadId: leads.id,
          at: sql<string>`${nowIso}`.as('at'),
          actor: sql<string>`${actor}`.as('actor'),
          kind: sql<string>`'updated'`.as('kind'),
          before: sql<string>`${columnsAsJson(getTableColumns(leads), Object.keys(change.before))}`.as('before'),
          after: sql<string>`${JSON.stringify(change.after)}`.as('after'),
        })
        .from(leads)
        .where(unchanged),
    ),
    db
      .update(leads)
      .set({ ...change.after, updatedAt: nowIso })
      .where(unchanged)
      .returning({ id: leads.id }),
  ] as const;
}

/**
 * Applies staff's edit and records it in the lead's timeline (who, before, after: only the fields that
 * changed), in one batch. An edit carrying the `updatedAt` the editor loaded is refused as stale when the
 * lead has changed since (optimistic concurrency, docs/decisions/023). An edit that changes nothing writes
 * nothing.
 */
export async function updateLead(
  db: Database,
  id: string,
  update: LeadUpdate,
  actor: string,
): Promise<EditOutcome<AdminLead> | InvalidEdit> {
  const current = await leadWithOwner(db, id);
  if (!current) return { outcome: 'missing' };
  if (update.updatedAt !== undefined && update.updatedAt !== current.lead.updatedAt) {
    return { outcome: 'stale', current: toAdminLead(current) };
  }
  if (update.ownerId && !(await isActiveStaff(db, update.ownerId))) {
    return { outcome: 'invalid', fieldErrors: { ownerId: unknownOwnerMessage } };
  }
  const wanted = {
    ...(update.status === undefined ? {} : { status: update.status }),
    ...(update.estimatedValue === undefined ? {} : { estimatedValue: update.estimatedValue }),
    // An emptied notes box clears the notes rather than storing ''.
    ...(update.notes === undefined ? {} : { notes: update.notes?.trim() ? update.notes : null }),
    ...(update.ownerId === undefined ? {} : { ownerId: update.ownerId }),
    ...(update.followUpOn === undefined ? {} : { followUpOn: update.followUpOn }),
  };
  const change = changesBetween(current.lead, wanted);
  if (!change) return { outcome: 'updated', record: toAdminLead(current) };
  const [, applied] = await db.batch(auditedEdit(db, current.lead, change, actor));
  const now = await leadWithOwner(db, id);
  if (!now) return { outcome: 'missing' };
  return applied.length > 0
    ? { outcome: 'updated', record: toAdminLead(now) }
    : { outcome: 'stale', current: toAdminLead(now) };
}

/** Leads by id in one query: the ids go as one JSON parameter, since D1 binds at most 100 per statement. */
const leadsWithIds = (db: Database, ids: string[]) =>
  selectLeads(db)
    .where(sql`${leads.id} in (select value from json_each(${JSON.stringify(ids)}))`)
    .all();

/** What a bulk action came to: every lead changed, or none (the stale ones, or the missing ids, say why). */
export type BulkOutcome =
  | { outcome: 'updated'; records: AdminLead[] }
  | { outcome: 'stale'; current: AdminLead[] }
  | { outcome: 'missing'; ids: string[] }
  | InvalidEdit;

/**
 * A status or owner change of the selected leads (docs/product.md §12.7), each as the audited edit
 * `updateLead` makes (one timeline entry per lead that changes, actor = the staff member), all in one batch:
 * all or nothing (docs/decisions/032). A lead changed since the table showed it refuses the whole action. The
 * batch starts with a guard that fails (a timeline entry without a lead breaks NOT NULL) when any lead moved
 * on between the check and the batch, and a failed statement rolls the whole batch back.
 */
export async function bulkUpdateLeads(db: Database, bulk: LeadBulk, actor: string): Promise<BulkOutcome> {
  const ids = bulk.leads.map((lead) => lead.id);
  const found = new Map((await leadsWithIds(db, ids)).map((row) => [row.lead.id, row]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) return { outcome: 'missing', ids: missing };
  const stale = bulk.leads.filter((lead) => found.get(lead.id)?.lead.updatedAt !== lead.updatedAt);
  if (stale.length > 0) {
    return { outcome: 'stale', current: stale.flatMap((lead) => found.get(lead.id) ?? []).map(toAdminLead) };
  }
  if (bulk.ownerId && !(await isActiveStaff(db, bulk.ownerId))) {
    return { outcome: 'invalid', fieldErrors: { ownerId: unknownOwnerMessage } };
  }
  const wanted = bulk.status === undefined ? { ownerId: bulk.ownerId ?? null } : { status: bulk.status };
  const edits = [...found.values()].flatMap(({ lead }) => {
    const change = changesBetween(lead, wanted);
    return change ? auditedEdit(db, lead, change, actor) : [];
  });
  if (edits.length > 0) {
    const versions = JSON.stringify(bulk.leads);
    const allUnchanged = sql`(select count(*) from ${leads} join json_each(${versions}) as given
      on ${leads.id} = json_extract(given.value, '$.id')
      and ${leads.updatedAt} = json_extract(given.value, '$.updatedAt')) = ${bulk.leads.length}`;
    const guard = db.insert(leadEvents).select(
      db
        .select({
          id: sql<number>`null`.as('id'),
          leadId: sql<string>`null`.as('lead_id'),
          at: sql<string>`${nowIso}`.as('at'),
          actor: sql<string>`${actor}`.as('actor'),
          kind: sql<string>`'bulk-guard'`.as('kind'),
          before: sql<null>`null`.as('before'),
          after: sql<null>`null`.as('after'),
        })
        .from(leads)
        .where(and(eq(leads.id, bulk.leads[0]?.id ?? ''), sql`not ${allUnchanged}`)),
    );
    try {
      await db.batch([guard, ...edits]);
    } catch (error) {
      const now = await leadsWithIds(db, ids);
      const changed = now.filter(
        (row) => row.lead.updatedAt !== bulk.leads.find((lead) => lead.id === row.lead.id)?.updatedAt,
      );
      if (changed.length === 0) throw error;
      return { outcome: 'stale', current: changed.map(toAdminLead) };
    }
  }
  const now = new Map((await leadsWithIds(db, ids)).map((row) => [row.lead.id, toAdminLead(row)]));
  return { outcome: 'updated', records: ids.flatMap((id) => now.get(id) ?? []) };
}
