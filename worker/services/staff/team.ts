import type { StaffRole } from '@site/domain/staff/roles';
import type { TeamMember, TeamOverview, TeamSession } from '@site/domain/staff/team';
import { and, asc, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  staff,
  staffPasskeys,
  staffRecoveryCodes,
  staffSessions,
  staffSignInChallenges,
  teamSettings,
} from '../../db/schema';
import { securityEvent, type SecurityActor } from './security-events';
import { sessionIdleMs } from './staff-sessions';

/**
 * Team management (docs/product.md §12.14, docs/decisions/094): what an owner changes about another member. Each
 * change and its security log entry are one D1 batch; the entry is written only when the change happened
 * (`changedJustNow`), so a repeated or refused change records nothing.
 */

/** The statement before this one in its batch changed a row: SQLite's `changes()` of the previous write. */
const changedJustNow = sql`changes() > 0`;

/**
 * Another active owner than the updated row's member exists, so this one may stop being one. Written out: the
 * correlated `staff.id` must name the row being updated, not the subquery's.
 */
const anotherActiveOwner = sql.raw(
  "exists (select 1 from staff as other_owner where other_owner.role = 'owner' and other_owner.disabled_at is null and other_owner.id != staff.id)",
);

/** Every member, active ones first, by name; with sign-in methods, open sessions and last sign-in. */
export async function teamOverview(db: Database, viewerId: string, now = Date.now()): Promise<TeamOverview> {
  const at = new Date(now).toISOString();
  const [rows, sessions, settings] = await Promise.all([
    db
      .select({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        deactivatedAt: staff.disabledAt,
        authenticator: sql<number>`${staff.totpSecret} is not null`,
        // Written out, as the subqueries must name the outer row's id, not their own table's.
        passkeys: sql<number>`(select count(*) from staff_passkeys where staff_passkeys.staff_id = staff.id)`,
        lastSignInAt: sql<
          string | null
        >`(select max(security_events.at) from security_events where security_events.actor_id = staff.id and security_events.kind = 'sign-in')`,
      })
      .from(staff)
      .orderBy(sql`${staff.disabledAt} is not null`, asc(staff.name))
      .all(),
    db
      .select({
        id: staffSessions.id,
        staffId: staffSessions.staffId,
        deviceHint: staffSessions.deviceHint,
        createdAt: staffSessions.createdAt,
        lastSeenAt: staffSessions.lastSeenAt,
      })
      .from(staffSessions)
      .where(
        and(
          isNull(staffSessions.endedAt),
          gt(staffSessions.expiresAt, at),
          gt(staffSessions.lastSeenAt, new Date(now - sessionIdleMs).toISOString()),
        ),
      )
      .orderBy(desc(staffSessions.createdAt))
      .all(),
    ownerPasskeysRequired(db),
  ]);
  const sessionsOf = new Map<string, TeamSession[]>();
  for (const { staffId, ...session } of sessions) {
    sessionsOf.set(staffId, [...(sessionsOf.get(staffId) ?? []), session]);
  }
  const members = rows.map((row): TeamMember => ({
    ...row,
    authenticator: Boolean(row.authenticator),
    sessions: sessionsOf.get(row.id) ?? [],
    you: row.id === viewerId,
  }));
  return { members, ownerPasskeysRequired: settings };
}

/** Whether owners must sign in with a passkey: off until an owner turns it on. */
export async function ownerPasskeysRequired(db: Database): Promise<boolean> {
  const row = await db
    .select({ required: teamSettings.ownerPasskeysRequired })
    .from(teamSettings)
    .where(eq(teamSettings.id, 1))
    .get();
  return row?.required ?? false;
}

/** Why a change to a member did not happen, read after the batch that changed nothing. */
export type TeamRefusal = 'missing' | 'last-owner' | 'unchanged' | 'deactivated';
export type TeamChange = { outcome: 'changed' } | { outcome: TeamRefusal };

const memberState = (db: Database, id: string) =>
  db.select({ role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id)).get();

const event = (
  by: SecurityActor,
  at: string,
  kind: 'role-changed' | 'member-deactivated' | 'member-reactivated' | 'second-factor-reset' | 'session-ended',
  subject: string,
  detail?: Record<string, string>,
) => ({ kind, at, actorId: by.staffId, client: by.client, subject, ...(detail ? { detail } : {}) });

/**
 * Makes a member an owner or a staff member. An active owner becomes staff only while another active owner
 * remains, checked in the same statement, so two owners demoting each other at once cannot both succeed.
 */
export async function changeRole(
  db: Database,
  by: SecurityActor,
  id: string,
  role: StaffRole,
  now = Date.now(),
): Promise<TeamChange> {
  const at = new Date(now).toISOString();
  const [changed] = await db.batch([
    db
      .update(staff)
      .set({ role })
      .where(
        and(
          eq(staff.id, id),
          ne(staff.role, role),
          isNull(staff.disabledAt),
          role === 'owner' ? undefined : anotherActiveOwner,
        ),
      )
      .returning({ id: staff.id }),
    securityEvent(db, event(by, at, 'role-changed', id, { role }), changedJustNow),
  ]);
  if (changed.length > 0) return { outcome: 'changed' };
  const member = await memberState(db, id);
  if (!member) return { outcome: 'missing' };
  if (member.disabledAt) return { outcome: 'deactivated' };
  return { outcome: member.role === role ? 'unchanged' : 'last-owner' };
}

/**
 * Deactivates a member (docs/decisions/094): they cannot sign in, every session of theirs ends and their sign-in
 * challenges go, all in the batch of the change. The staff guard refuses a deactivated member's session on its
 * next request even before the session's own end is read. The last active owner is never deactivated.
 */
export async function deactivateMember(db: Database, by: SecurityActor, id: string, now = Date.now()) {
  const at = new Date(now).toISOString();
  const deactivatedNow = sql`exists (select 1 from ${staff} where ${staff.id} = ${id} and ${staff.disabledAt} = ${at})`;
  const [changed] = await db.batch([
    db
      .update(staff)
      .set({ disabledAt: at })
      .where(and(eq(staff.id, id), isNull(staff.disabledAt), sql`(${staff.role} != 'owner' or ${anotherActiveOwner})`))
      .returning({ id: staff.id }),
    securityEvent(db, event(by, at, 'member-deactivated', id), changedJustNow),
    db
      .update(staffSessions)
      .set({ endedAt: at })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.endedAt), deactivatedNow)),
    db.delete(staffSignInChallenges).where(and(eq(staffSignInChallenges.staffId, id), deactivatedNow)),
  ]);
  if (changed.length > 0) return { outcome: 'changed' } satisfies TeamChange;
  const member = await memberState(db, id);
  if (!member) return { outcome: 'missing' } satisfies TeamChange;
  return { outcome: member.disabledAt ? 'unchanged' : 'last-owner' } satisfies TeamChange;
}

/** Lets a deactivated member sign in again; their old sessions stay ended. */
export async function reactivateMember(db: Database, by: SecurityActor, id: string, now = Date.now()) {
  const at = new Date(now).toISOString();
  const [changed] = await db.batch([
    db
      .update(staff)
      .set({ disabledAt: null })
      .where(and(eq(staff.id, id), isNotNull(staff.disabledAt)))
      .returning({ id: staff.id }),
    securityEvent(db, event(by, at, 'member-reactivated', id), changedJustNow),
  ]);
  if (changed.length > 0) return { outcome: 'changed' } satisfies TeamChange;
  return { outcome: (await memberState(db, id)) ? 'unchanged' : 'missing' } satisfies TeamChange;
}

/**
 * Forgets a member's authenticator and recovery codes (a lost phone): their open sign-in challenges and
 * sessions end with them, and their next password sign-in enrols a new authenticator. Passkeys stay.
 */
export async function resetMemberSecondFactor(db: Database, by: SecurityActor, id: string, now = Date.now()) {
  const at = new Date(now).toISOString();
  const [changed] = await db.batch([
    db.update(staff).set({ totpSecret: null, totpLastStep: null }).where(eq(staff.id, id)).returning({ id: staff.id }),
    securityEvent(db, event(by, at, 'second-factor-reset', id), changedJustNow),
    db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id)),
    db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, id)),
    db
      .update(staffSessions)
      .set({ endedAt: at })
      .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.endedAt))),
  ]);
  return { outcome: changed.length > 0 ? 'changed' : 'missing' } satisfies TeamChange;
}

/** Ends one open session of a member; `missing` when it is not theirs or is already over. */
export async function endMemberSession(
  db: Database,
  by: SecurityActor,
  id: string,
  sessionId: string,
  now = Date.now(),
) {
  const at = new Date(now).toISOString();
  const [ended] = await db.batch([
    db
      .update(staffSessions)
      .set({ endedAt: at })
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, id), isNull(staffSessions.endedAt)))
      .returning({ id: staffSessions.id }),
    securityEvent(db, event(by, at, 'session-ended', id, { by: 'owner' }), changedJustNow),
  ]);
  return { outcome: ended.length > 0 ? 'changed' : 'missing' } satisfies TeamChange;
}

export type OwnerPasskeysChange = { outcome: 'changed' | 'unchanged' } | { outcome: 'passkey-first' };

/**
 * Turns the owners' passkey requirement on or off. Only an owner who has a passkey may turn it on, checked in
 * the statement that writes it, so they never lock themself out.
 */
export async function setOwnerPasskeysRequired(
  db: Database,
  by: SecurityActor,
  required: boolean,
  now = Date.now(),
): Promise<OwnerPasskeysChange> {
  const at = new Date(now).toISOString();
  const hasPasskey = sql`exists (select 1 from ${staffPasskeys} where ${staffPasskeys.staffId} = ${by.staffId})`;
  const [changed] = await db.batch([
    db
      .insert(teamSettings)
      .select(
        sql`select 1, ${required ? 1 : 0}, ${at}, ${by.staffId} where ${required ? hasPasskey : sql`1`} and not exists (select 1 from ${teamSettings} where ${teamSettings.id} = 1 and ${teamSettings.ownerPasskeysRequired} = ${required ? 1 : 0})`,
      )
      .onConflictDoUpdate({
        target: teamSettings.id,
        set: { ownerPasskeysRequired: required, updatedAt: at, updatedBy: by.staffId },
      })
      .returning({ id: teamSettings.id }),
    securityEvent(
      db,
      {
        kind: 'owner-passkeys-changed',
        at,
        actorId: by.staffId,
        client: by.client,
        detail: { required: required ? 'yes' : 'no' },
      },
      changedJustNow,
    ),
  ]);
  if (changed.length > 0) return { outcome: 'changed' };
  if ((await ownerPasskeysRequired(db)) === required) return { outcome: 'unchanged' };
  return { outcome: 'passkey-first' };
}
