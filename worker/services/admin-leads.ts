import {
  defaultPageSize,
  type AdminLead,
  type AdminLeadDetail,
  type AdminLeadFilter,
  type LeadUpdate,
  type Page,
  type PageRequest,
} from '@site/domain/admin';
import { and, asc, desc, eq, getTableColumns, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from './paging';
import type { Database } from '../db/client';
import { leadEvents, leads, staff, type Lead } from '../db/schema';
import { isOverdue } from '@site/domain/notifications';
import { regionOfLead } from '@site/domain/admin-analytics';
import { changesBetween, columnsAsJson, nowIso, type EditOutcome, type InvalidEdit } from './changes';
import { leadNotifications } from './notifications';

/** A lead row with its owner's name, as every staff read of a lead selects it. */
interface LeadWithOwner {
  lead: Lead;
  ownerName: string | null;
}

// Aliased: inside a D1 batch, rows come back keyed by column name, and staff.name would overwrite leads.name.
export const withOwner = { lead: leads, ownerName: sql<string | null>`${staff.name}`.as('owner_name') };

export const toAdminLead = ({ lead, ownerName }: LeadWithOwner): AdminLead => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  phone: lead.phone ?? undefined,
  company: lead.company ?? undefined,
  location: lead.location,
  region: regionOfLead(lead.location),
  projectType: lead.projectType,
  status: lead.status,
  source: lead.source,
  estimatedValue: lead.estimatedValue ?? undefined,
  notes: lead.notes ?? undefined,
  urgency: lead.urgency ?? undefined,
  isUrgent: lead.isUrgent,
  overdue: isOverdue(lead, Date.now()),
  ...(lead.ownerId && ownerName ? { owner: { id: lead.ownerId, name: ownerName } } : {}),
  followUpOn: lead.followUpOn ?? undefined,
  createdAt: lead.createdAt,
  updatedAt: lead.updatedAt,
});

/** Case-insensitive substring of name, e-mail or company; instr() needs no escaping of % and _ as LIKE would. */
const matches = (query: string): SQL => {
  const needle = query.toLowerCase();
  return or(
    sql`instr(lower(${leads.name}), ${needle}) > 0`,
    sql`instr(lower(${leads.email}), ${needle}) > 0`,
    sql`instr(lower(coalesce(${leads.company}, '')), ${needle}) > 0`,
  ) as SQL;
};

interface LeadPosition {
  urgent: boolean;
  createdAt: string;
  id: string;
}

const isLeadPosition = (value: Record<string, unknown>) =>
  typeof value.urgent === 'boolean' && typeof value.createdAt === 'string' && typeof value.id === 'string';

/** Rows after `position` in the list's order (urgent first, then newest, then id): keyset paging. */
const after = (position: LeadPosition): SQL =>
  or(
    lt(leads.isUrgent, position.urgent),
    and(eq(leads.isUrgent, position.urgent), lt(leads.createdAt, position.createdAt)),
    and(eq(leads.isUrgent, position.urgent), eq(leads.createdAt, position.createdAt), lt(leads.id, position.id)),
  ) as SQL;

/**
 * One page of the filtered leads, urgent emergencies first, then newest first (the order staff call them
 * back in). The cursor is the last row's position, so a lead added meanwhile never shifts a page.
 */
export async function listLeads(
  db: Database,
  filter: AdminLeadFilter,
  page: PageRequest = { limit: defaultPageSize },
): Promise<Page<AdminLead>> {
  const position = decodeCursor<LeadPosition>(page.cursor, isLeadPosition);
  const conditions = [
    filter.q ? matches(filter.q) : undefined,
    filter.status ? eq(leads.status, filter.status) : undefined,
    filter.source ? eq(leads.source, filter.source) : undefined,
    position ? after(position) : undefined,
  ];
  const rows = await db
    .select(withOwner)
    .from(leads)
    .leftJoin(staff, eq(staff.id, leads.ownerId))
    .where(and(...conditions))
    .orderBy(desc(leads.isUrgent), desc(leads.createdAt), desc(leads.id))
    .limit(page.limit + 1)
    .all();
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(toAdminLead),
    ...(rows.length > page.limit && last
      ? {
          nextCursor: encodeCursor({
            urgent: last.lead.isUrgent,
            createdAt: last.lead.createdAt,
            id: last.lead.id,
          } satisfies LeadPosition),
        }
      : {}),
  };
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
    events: events.map((event) => ({
      at: event.at,
      actor: event.actor,
      kind: event.kind,
      before: event.before ?? undefined,
      after: event.after ?? undefined,
    })),
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
 * Applies staff's edit and records it in the lead's timeline (who, before, after: only the fields that
 * changed), in one batch. An edit carrying the `updatedAt` the editor loaded is refused as stale when the
 * lead has changed since (optimistic concurrency, docs/decisions/023). The audit entry's "before" is read
 * from the row inside the batch, under the same guard as the update, so it is exactly the row replaced.
 * An edit that changes nothing writes nothing.
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
  const unchanged = and(eq(leads.id, id), eq(leads.updatedAt, current.lead.updatedAt));
  const [, applied] = await db.batch([
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
  ]);
  const now = await leadWithOwner(db, id);
  if (!now) return { outcome: 'missing' };
  return applied.length > 0
    ? { outcome: 'updated', record: toAdminLead(now) }
    : { outcome: 'stale', current: toAdminLead(now) };
}
