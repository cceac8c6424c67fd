import type { LeadBulk } from '@site/domain/staff/bulk-changes';
import type { LeadUpdate } from '@site/domain/staff/lead-edits';
import type { AdminLead } from '@site/domain/staff/lead-table';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEvents, leads, staff, type Lead } from '../../db/schema';
import {
  changesBetween,
  nowIso,
  updatedEventColumns,
  type Change,
  type EditOutcome,
  type InvalidEdit,
} from './changes';

import { selectLeads, toAdminLead, withOwner } from './lead-reads';

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
  const unchanged = and(eq(leads.id, lead.id), eq(leads.updatedAt, lead.updatedAt), isNull(leads.erasedAt));
  return [
    db.insert(leadEvents).select(
      db
        .select({
          // drizzle names every column of the table in its order; null lets SQLite number the event.
          id: sql<number>`null`.as('id'),
          leadId: leads.id,
          ...updatedEventColumns(leads, change, actor),
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
  // `unverified: false` is staff confirming a lead kept while Turnstile was out of reach (docs/decisions/089).
  update: LeadUpdate & { unverified?: false },
  actor: string,
): Promise<EditOutcome<AdminLead> | InvalidEdit> {
  const current = await leadWithOwner(db, id);
  if (!current) return { outcome: 'missing' };
  if (current.lead.erasedAt) return { outcome: 'erased' };
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
    ...(update.unverified === undefined ? {} : { unverified: update.unverified }),
  };
  const change = changesBetween(current.lead, wanted);
  if (!change) return { outcome: 'updated', record: toAdminLead(current) };
  const [, applied] = await db.batch(auditedEdit(db, current.lead, change, actor));
  const now = await leadWithOwner(db, id);
  if (!now) return { outcome: 'missing' };
  if (now.lead.erasedAt) return { outcome: 'erased' };
  return applied.length > 0
    ? { outcome: 'updated', record: toAdminLead(now) }
    : { outcome: 'stale', current: toAdminLead(now) };
}

/** Whether the lead is still waiting to be confirmed (docs/decisions/089). */
export const isUnverifiedLead = async (db: Database, id: string) =>
  (await db.select({ unverified: leads.unverified }).from(leads).where(eq(leads.id, id)).get())?.unverified === true;

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
  /** One of the leads is erased: an erased lead stays as its erasure left it (docs/decisions/085). */
  | { outcome: 'erased'; ids: string[] }
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
  const erased = ids.filter((id) => found.get(id)?.lead.erasedAt);
  if (erased.length > 0) return { outcome: 'erased', ids: erased };
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
