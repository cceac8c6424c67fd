import { company } from '@site/domain/company/company';
import {
  invitationLifetimeMs,
  type AdminInvitation,
  type InvitationToAccept,
  type InvitationUnavailableReason,
} from '@site/domain/staff/invitations';
import type { StaffRole } from '@site/domain/staff/roles';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { notifications, staff, staffInvitations, staffRecoveryCodes } from '../../db/schema';
import { sha256Hex } from '../protection/crypto';
import { enqueueNotifications } from '../notifications/notifications';
import { securityEvent, type SecurityActor } from './security-events';
import { newRecoveryCode, recoveryCodeCount, recoveryHash } from './staff-auth';
import { invitationToken, openSecret, sealSecret, type StaffKeys } from './staff-keys';
import { hashPassword, type StaffPasswords } from './staff-passwords';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/**
 * Staff invitations (docs/decisions/095): sent by an owner through the outbox, found by the SHA-256 of their
 * link's token, accepted once within 72 hours.
 */

/** Waiting: neither accepted nor revoked, and not yet expired at `at`. */
const waiting = (at: string) =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, at));

export type InviteResult = { outcome: 'sent'; id: string } | { outcome: 'member' | 'invited' };

/**
 * Stores an invitation, its outbox row and its security log entry in one batch, then hands the e-mail to the
 * queue. The invitation is written only when the address has no account and no invitation waiting, checked in
 * the same statement, so two owners sending at once make one.
 */
export async function inviteStaffMember(
  db: Database,
  keys: StaffKeys,
  queue: Queue,
  invitation: { name: string; email: string; role: StaffRole },
  by: SecurityActor,
  now = Date.now(),
): Promise<InviteResult> {
  const id = crypto.randomUUID();
  const notificationId = crypto.randomUUID();
  const at = new Date(now).toISOString();
  const tokenHash = await sha256Hex(await invitationToken(keys, id));
  const stored = sql`exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${id})`;
  await db.batch([
    // Columns in table order: id, token_hash, email, name, role, invited_by, created_at, expires_at, accepted_at,
    // staff_id, revoked_at.
    db.insert(staffInvitations).select(
      sql`select ${id}, ${tokenHash}, ${invitation.email}, ${invitation.name}, ${invitation.role}, ${by.staffId},
          ${at}, ${new Date(now + invitationLifetimeMs).toISOString()}, null, null, null
          where not exists (select 1 from ${staff} where ${staff.email} = ${invitation.email})
          and not exists (select 1 from ${staffInvitations} where ${staffInvitations.email} = ${invitation.email}
            and ${waiting(at)})`,
    ),
    // Columns in table order: id, lead_id, staff_invitation_id, kind, recipient, status, urgent, attempts,
    // last_error, message_id, created_at, touched_at, sent_at.
    db.insert(notifications).select(
      sql`select ${notificationId}, null, ${id}, 'staff-invitation', ${invitation.email}, 'queued', 0, 0, null, null,
          ${at}, null, null where ${stored}`,
    ),
    securityEvent(
      db,
      {
        kind: 'invitation-sent',
        at,
        actorId: by.staffId,
        client: by.client,
        subject: id,
        detail: { role: invitation.role },
      },
      stored,
    ),
  ]);
  const made = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(eq(staffInvitations.id, id))
    .get();
  if (!made) {
    const member = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, invitation.email)).get();
    return { outcome: member ? 'member' : 'invited' };
  }
  await enqueueNotifications(db, queue, [{ id: notificationId, urgent: false }]);
  return { outcome: 'sent', id };
}

/** Revokes a waiting invitation; false when it was accepted, revoked or expired already (nothing is recorded). */
export async function revokeInvitation(db: Database, id: string, by: SecurityActor, now = Date.now()) {
  const at = new Date(now).toISOString();
  const [revoked] = await db.batch([
    db
      .update(staffInvitations)
      .set({ revokedAt: at })
      .where(and(eq(staffInvitations.id, id), waiting(at)))
      .returning({ id: staffInvitations.id }),
    securityEvent(
      db,
      { kind: 'invitation-revoked', at, actorId: by.staffId, client: by.client, subject: id },
      sql`exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${id} and ${staffInvitations.revokedAt} = ${at})`,
    ),
  ]);
  return revoked.length > 0;
}

const inviter = alias(staff, 'inviter');

/** The invitations still waiting, the ones that expire first at the top. */
export async function pendingInvitations(db: Database, now = Date.now()): Promise<AdminInvitation[]> {
  return db
    .select({
      id: staffInvitations.id,
      name: staffInvitations.name,
      email: staffInvitations.email,
      role: staffInvitations.role,
      invitedBy: inviter.name,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(waiting(new Date(now).toISOString()))
    .orderBy(asc(staffInvitations.expiresAt))
    .all();
}

/** An invitation as its link finds it: waiting, or why not. */
export type InvitationLookup =
  | { status: 'waiting'; invitation: typeof staffInvitations.$inferSelect; invitedBy: string | null }
  | { status: InvitationUnavailableReason };

export async function invitationByToken(db: Database, token: string, now = Date.now()): Promise<InvitationLookup> {
  const row = await db
    .select({ invitation: staffInvitations, invitedBy: inviter.name })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.tokenHash, await sha256Hex(token)))
    .get();
  if (!row) return { status: 'unknown' };
  if (row.invitation.acceptedAt) return { status: 'used' };
  if (row.invitation.revokedAt) return { status: 'revoked' };
  if (Date.parse(row.invitation.expiresAt) <= now) return { status: 'expired' };
  return { status: 'waiting', invitation: row.invitation, invitedBy: row.invitedBy };
}

/**
 * What the acceptance page shows: the invitation and a new authenticator key, sealed for this invitation so the
 * page can send it back with the first code and the browser cannot choose its own.
 */
export async function invitationToAccept(
  keys: StaffKeys,
  found: Extract<InvitationLookup, { status: 'waiting' }>,
): Promise<InvitationToAccept> {
  const { invitation } = found;
  const secret = newTotpSecret();
  return {
    name: invitation.name,
    email: invitation.email,
    role: invitation.role,
    invitedBy: found.invitedBy,
    expiresAt: invitation.expiresAt,
    enrolment: {
      secret,
      otpauthUri: otpauthUri(company.name, invitation.email, secret),
      accountName: invitation.email,
      sealed: await sealSecret(keys, invitation.id, secret),
    },
  };
}

export type AcceptResult =
  | { outcome: 'accepted'; staffId: string; recoveryCodes: string[] }
  | { outcome: 'wrong-code' | 'stale-enrolment' }
  | { outcome: InvitationUnavailableReason };

/**
 * Accepts a waiting invitation: the account (with the invited role, the chosen password's Argon2id hash and
 * the confirmed authenticator), its recovery codes, the invitation marked used and the security log entry are
 * one batch. The account is written only while the invitation waits and the rest only once this acceptance
 * marked it used, so a second submission, even at the same moment, makes nothing and hears it is used.
 */
export async function acceptInvitation(
  db: Database,
  keys: StaffKeys,
  passwords: StaffPasswords,
  found: Extract<InvitationLookup, { status: 'waiting' }>,
  input: { password: string; code: string; enrolment: string },
  client: string,
  now = Date.now(),
): Promise<AcceptResult> {
  const { invitation } = found;
  const secret = await openSecret(keys, invitation.id, input.enrolment);
  if (!secret) return { outcome: 'stale-enrolment' };
  const step = matchTotp(secret, input.code, now);
  if (step === null) return { outcome: 'wrong-code' };

  const staffId = crypto.randomUUID();
  const at = new Date(now).toISOString();
  const hash = await hashPassword(passwords, input.password);
  const sealed = await sealSecret(keys, staffId, secret);
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await Promise.all(recoveryCodes.map((code) => recoveryHash(keys, code)));
  const acceptedNow = sql`exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${invitation.id}
    and ${staffInvitations.acceptedAt} = ${at} and ${staffInvitations.staffId} = ${staffId})`;
  const [, marked] = await db.batch([
    // Columns in table order: id, email, name, password_salt, password_hash, password_algorithm,
    // password_iterations, password_memory_kib, created_at, disabled_at, totp_secret, totp_last_step, role.
    db.insert(staff).select(
      sql`select ${staffId}, ${invitation.email}, ${invitation.name}, ${hash.passwordSalt}, ${hash.passwordHash},
          ${hash.passwordAlgorithm}, ${hash.passwordIterations}, ${hash.passwordMemoryKib}, ${at}, null, ${sealed},
          ${step}, ${invitation.role}
          where exists (select 1 from ${staffInvitations} where ${staffInvitations.id} = ${invitation.id} and ${waiting(at)})`,
    ),
    db
      .update(staffInvitations)
      .set({ acceptedAt: at, staffId })
      .where(and(eq(staffInvitations.id, invitation.id), waiting(at)))
      .returning({ id: staffInvitations.id }),
    ...hashes.map((codeHash) =>
      db.insert(staffRecoveryCodes).select(sql`select ${codeHash}, ${staffId}, ${at}, null where ${acceptedNow}`),
    ),
    securityEvent(
      db,
      {
        kind: 'invitation-accepted',
        at,
        actorId: staffId,
        client,
        subject: invitation.id,
        detail: { role: invitation.role },
      },
      acceptedNow,
    ),
  ]);
  if (marked.length === 0) {
    const again = await invitationByToken(db, await invitationToken(keys, invitation.id), now);
    return { outcome: again.status === 'waiting' ? 'used' : again.status };
  }
  return { outcome: 'accepted', staffId, recoveryCodes };
}
