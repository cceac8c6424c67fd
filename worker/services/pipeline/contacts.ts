import type { AdminLead } from '@site/domain/staff/lead-table';
import { messagesOfLeadsQuery, toAdminLeadMessage } from '../conversations/replies';
import {
  contactMessages,
  matchReasons,
  phoneSeparators,
  type ContactAction,
  type ContactView,
} from '@site/domain/leads/contacts';
import { and, asc, eq, inArray, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client';
import { contactLeads, contacts, leadEvents, leads, staff } from '../../db/schema';
import { toAdminLead, withOwner } from './lead-reads';
import type { EditOutcome, InvalidEdit } from './changes';
import { nowIso } from './changes';

/**
 * domain/leads/contacts.ts' phoneKey in SQL: the separators removed, then a leading US country code 1 dropped; '' for
 * anything phoneKey refuses (letters left, or under 7 digits). Literal SQL, not parameters: it must read
 * exactly as the index migrations/0010 built on it, so a phone number is found through that index.
 */
function phoneKeySql(phone: SQLWrapper): SQL {
  const digits = phoneSeparators.reduce<SQL>(
    (text, separator) => sql`replace(${text}, ${sql.raw(`'${separator}'`)}, '')`,
    sql`coalesce(${phone}, '')`,
  );
  return sql`(case when length(${digits}) < 7 or ${digits} glob '*[^0-9]*' then '' when length(${digits}) = 11 and substr(${digits}, 1, 1) = '1' then substr(${digits}, 2) else ${digits} end)`;
}

/** domain/leads/contacts.ts' emailKey in SQL, as its index has it. */
const emailKeySql = (email: SQLWrapper) => sql`lower(trim(${email}))`;

interface Member {
  lead: AdminLead;
  contactId: string | null;
}

const selectWithContact = (db: Database) =>
  db
    .select({ ...withOwner, contactId: contactLeads.contactId })
    .from(leads)
    .leftJoin(staff, eq(staff.id, leads.ownerId))
    .leftJoin(contactLeads, eq(contactLeads.leadId, leads.id));

const toMember = (row: { contactId: string | null } & Parameters<typeof toAdminLead>[0]): Member => ({
  lead: toAdminLead(row),
  contactId: row.contactId,
});

async function memberOf(db: Database, leadId: string): Promise<Member | null> {
  const row = await selectWithContact(db).where(eq(leads.id, leadId)).get();
  return row ? toMember(row) : null;
}

/** The lead and, when it belongs to a contact, every other lead of it; oldest first. */
async function membersWith(db: Database, member: Member): Promise<Member[]> {
  if (!member.contactId) return [member];
  const rows = await selectWithContact(db)
    .where(eq(contactLeads.contactId, member.contactId))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .all();
  return rows.map(toMember);
}

/** The lead `leadId` and every other lead of its contact, as a condition on `leads`. */
const memberCondition = (leadId: string) =>
  sql`(${leads.id} = ${leadId} or ${leads.id} in (select member.lead_id from ${contactLeads} as member
    where member.contact_id = (select own.contact_id from ${contactLeads} as own where own.lead_id = ${leadId})))`;

/**
 * The contact of a lead (docs/product.md §12.9): all its submissions oldest first, one timeline, the whole
 * conversation by e-mail across them (docs/decisions/078), and the leads
 * outside it with one of their e-mails (any case) or phone numbers (digits) as suggestions. One batch: each
 * statement finds the members itself, and the suggestions come through the e-mail and phone indexes.
 */
async function viewOf(db: Database, leadId: string): Promise<ContactView | null> {
  const members = memberCondition(leadId);
  const ofMembers = (key: SQL) => sql`(select ${key} from ${leads} where ${members})`;
  const [memberRows, events, candidates, messages] = await db.batch([
    selectWithContact(db).where(members).orderBy(asc(leads.createdAt), asc(leads.id)),
    db
      .select()
      .from(leadEvents)
      .where(sql`${leadEvents.leadId} in (select ${leads.id} from ${leads} where ${members})`)
      .orderBy(asc(leadEvents.at), asc(leadEvents.id)),
    selectWithContact(db)
      .where(
        and(
          not(members),
          or(
            // An erased lead keeps no e-mail (docs/decisions/080): an empty one matches nobody.
            sql`${emailKeySql(leads.email)} in ${ofMembers(emailKeySql(leads.email))} and ${emailKeySql(leads.email)} <> ''`,
            sql`${phoneKeySql(leads.phone)} in ${ofMembers(phoneKeySql(leads.phone))} and ${phoneKeySql(leads.phone)} <> ''`,
          ),
        ),
      )
      .orderBy(asc(leads.createdAt), asc(leads.id)),
    messagesOfLeadsQuery(db, sql`(select ${leads.id} from ${leads} where ${members})`),
  ]);
  const all = memberRows.map(toMember);
  const member = all.find((one) => one.lead.id === leadId);
  if (!member) return null;
  return {
    ...(member.contactId ? { contactId: member.contactId } : {}),
    leads: all.map((one) => one.lead),
    timeline: events,
    messages: messages.map(toAdminLeadMessage),
    suggestions: candidates.map((row) => {
      const lead = toAdminLead(row);
      const reasons = [...new Set(all.flatMap((one) => matchReasons(one.lead, lead)))].toSorted();
      return { lead, reasons };
    }),
  };
}

/** The contact of a lead (docs/product.md §12.9), or null for an unknown lead. */
export const contactView = viewOf;

/** The ids of the leads of `leadId`'s contact (the lead alone when it has none), as a subquery. */
export const contactLeadIds = (leadId: string): SQL =>
  sql`(select ${leads.id} from ${leads} where ${memberCondition(leadId)})`;

/**
 * True while every lead still has the version read before the write. Every statement of a merge carries it,
 * so a merge whose leads changed in between writes nothing at all (docs/decisions/023, 030).
 */
const unchanged = (versions: readonly Pick<AdminLead, 'id' | 'updatedAt'>[]): SQL =>
  sql`(select count(*) from ${leads} where ${or(
    ...versions.map((version) => and(eq(leads.id, version.id), eq(leads.updatedAt, version.updatedAt))),
  )}) = ${versions.length}`;

/** One audit entry per lead whose contact changes, written only if nothing changed since it was read. */
const auditStatement = (
  db: Database,
  leadId: string,
  kind: 'merged' | 'unmerged',
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  actor: string,
  guard: SQL,
) =>
  // Columns in table order: id (auto), lead_id, at, actor, kind, before, after.
  db.insert(leadEvents).select(
    sql`select null, ${leads.id}, ${nowIso}, ${actor}, ${kind}, ${JSON.stringify(before)}, ${JSON.stringify(after)}
        from ${leads} where ${leads.id} = ${leadId} and ${guard}`,
  );

/** Moves the leads' versions on, so a page showing them before the change is refused (409). */
const touchStatement = (db: Database, leadIds: string[], applied: SQL) =>
  db
    .update(leads)
    .set({ updatedAt: sql`${nowIso}` })
    .where(and(inArray(leads.id, leadIds), applied))
    .returning({ id: leads.id });

type ContactOutcome = EditOutcome<ContactView> | InvalidEdit;

/** The early refusals every change shares: a missing lead, or one the page showed at another version. */
const staleOrMissing = async (
  db: Database,
  shown: { id: string; updatedAt: string; member: Member | null }[],
  current: Member | null,
): Promise<ContactOutcome | null> => {
  if (shown.some((lead) => !lead.member) || !current) return { outcome: 'missing' };
  if (shown.some((lead) => lead.member?.lead.erasedAt)) return { outcome: 'erased' };
  if (shown.some((lead) => lead.member?.lead.updatedAt !== lead.updatedAt)) {
    const view = await viewOf(db, current.lead.id);
    return view ? { outcome: 'stale', current: view } : { outcome: 'missing' };
  }
  return null;
};

/**
 * Merges `otherId` (with the contact it belongs to, if any) into the contact of `leadId`, made if the lead
 * stands alone. Explicit (staff confirm on the page), audited on every lead that changes contact, and
 * lossless: no lead's own columns change but its version. Refused unless the other lead shares an e-mail or phone with one of the contact's leads.
 */
export async function mergeLeads(
  db: Database,
  action: Extract<ContactAction, { intent: 'merge' }>,
  actor: string,
): Promise<ContactOutcome> {
  const [lead, other] = await Promise.all([memberOf(db, action.leadId), memberOf(db, action.otherId)]);
  const refused = await staleOrMissing(
    db,
    [
      { id: action.leadId, updatedAt: action.leadUpdatedAt, member: lead },
      { id: action.otherId, updatedAt: action.otherUpdatedAt, member: other },
    ],
    lead,
  );
  if (refused) return refused;
  if (!lead || !other) return { outcome: 'missing' };
  if (lead.contactId && lead.contactId === other.contactId) {
    const view = await viewOf(db, lead.lead.id);
    return view ? { outcome: 'updated', record: view } : { outcome: 'missing' };
  }
  const contactOfLead = await membersWith(db, lead);
  if (contactOfLead.every((member) => matchReasons(member.lead, other.lead).length === 0)) {
    return { outcome: 'invalid', fieldErrors: { otherId: contactMessages.noMatch } };
  }

  const contactId = lead.contactId ?? crypto.randomUUID();
  const movers = await membersWith(db, other);
  const changing = lead.contactId ? movers : [lead, ...movers];
  const guard = unchanged(changing.map((member) => member.lead));
  const moverIds = movers.map((member) => member.lead.id);
  const changes: BatchItem<'sqlite'>[] = [
    ...(lead.contactId
      ? []
      : [
          db.insert(contacts).select(sql`select ${contactId}, ${nowIso}, ${actor} where ${guard}`),
          db.insert(contactLeads).select(sql`select ${lead.lead.id}, ${contactId}, ${nowIso}, ${actor} where ${guard}`),
        ]),
    ...changing.map((member) =>
      auditStatement(
        db,
        member.lead.id,
        'merged',
        { contactId: member.contactId },
        { contactId, mergedWith: member === lead ? moverIds : [lead.lead.id] },
        actor,
        guard,
      ),
    ),
    db.delete(contactLeads).where(and(inArray(contactLeads.leadId, moverIds), guard)),
    db
      .insert(contactLeads)
      .select(
        sql`select ${leads.id}, ${contactId}, ${nowIso}, ${actor} from ${leads} where ${inArray(leads.id, moverIds)} and ${guard}`,
      ),
    // The other lead's old contact, now without members.
    ...(other.contactId
      ? [
          db
            .delete(contacts)
            .where(
              and(
                eq(contacts.id, other.contactId),
                not(sql`exists(select 1 from ${contactLeads} where ${contactLeads.contactId} = ${other.contactId})`),
              ),
            ),
        ]
      : []),
  ];
  const touch = touchStatement(
    db,
    changing.map((member) => member.lead.id),
    sql`(select ${contactLeads.contactId} from ${contactLeads} where ${contactLeads.leadId} = ${other.lead.id}) = ${contactId}`,
  );
  return runChange(db, changes, touch, lead.lead.id, changing.length);
}

/**
 * Runs a merge or un-merge batch: the changes, then the statement that touches the leads that change. When
 * fewer than all were touched, another change came first and the caller's view is stale. Answers with the
 * lead as it is now.
 */
async function runChange(
  db: Database,
  changes: BatchItem<'sqlite'>[],
  touch: ReturnType<typeof touchStatement>,
  leadId: string,
  changingCount: number,
): Promise<ContactOutcome> {
  const [first, ...rest] = changes;
  if (!first) throw new Error('A contact change with nothing to change');
  const touched = (await db.batch([first, ...rest, touch])).at(-1);
  const now = await viewOf(db, leadId);
  if (!now) return { outcome: 'missing' };
  return Array.isArray(touched) && touched.length === changingCount
    ? { outcome: 'updated', record: now }
    : { outcome: 'stale', current: now };
}

/**
 * Takes a lead out of its contact again, exactly as it was before it joined: on its own. A contact left with
 * one lead is no contact any more, so that lead stands alone too. Audited on each lead that changes.
 */
export async function unmergeLead(
  db: Database,
  action: Extract<ContactAction, { intent: 'unmerge' }>,
  actor: string,
): Promise<ContactOutcome> {
  const lead = await memberOf(db, action.leadId);
  const refused = await staleOrMissing(
    db,
    [{ id: action.leadId, updatedAt: action.leadUpdatedAt, member: lead }],
    lead,
  );
  if (refused) return refused;
  if (!lead) return { outcome: 'missing' };
  if (!lead.contactId) return { outcome: 'invalid', fieldErrors: { leadId: contactMessages.notMerged } };

  const contactId = lead.contactId;
  const members = await membersWith(db, lead);
  const changing = members.length <= 2 ? members : [lead];
  const guard = unchanged(members.map((member) => member.lead));
  const changingIds = changing.map((member) => member.lead.id);
  const changes: BatchItem<'sqlite'>[] = [
    ...changing.map((member) =>
      auditStatement(db, member.lead.id, 'unmerged', { contactId }, { contactId: null }, actor, guard),
    ),
    db.delete(contactLeads).where(and(inArray(contactLeads.leadId, changingIds), guard)),
    db
      .delete(contacts)
      .where(
        and(
          eq(contacts.id, contactId),
          not(sql`exists(select 1 from ${contactLeads} where ${contactLeads.contactId} = ${contactId})`),
        ),
      ),
  ];
  const touch = touchStatement(
    db,
    changingIds,
    sql`not exists(select 1 from ${contactLeads} where ${contactLeads.leadId} = ${lead.lead.id})`,
  );
  return runChange(db, changes, touch, lead.lead.id, changing.length);
}
