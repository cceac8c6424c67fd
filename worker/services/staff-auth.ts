import type { AdminSignIn, StaffMember } from '@site/domain/admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staff, staffSessions } from '../db/schema';
import { sha256Hex } from './crypto';
import { securityLog } from './security-log';
import { admit, forget, staffAccountFailureLimit, staffClientFailureLimit, type Admission } from './rate-limit';
import {
  generateStaffPassword,
  hashPassword,
  normaliseStaffEmail,
  spendPasswordCheck,
  verifyPassword,
} from './staff-passwords';
import { startSession } from './staff-sessions';

export type StaffAccountRecord = typeof staff.$inferInsert;

/** A new account and the row that stores it. The password is shown once and never stored. */
export async function newStaffAccount(
  email: string,
  name: string,
): Promise<{ password: string; record: StaffAccountRecord }> {
  const password = generateStaffPassword();
  return {
    password,
    record: {
      id: crypto.randomUUID(),
      email: normaliseStaffEmail(email),
      name: name.trim(),
      ...(await hashPassword(password)),
    },
  };
}

/** A new password for an existing account; the caller stores the hash and ends the account's sessions. */
export async function newStaffPassword() {
  const password = generateStaffPassword();
  return { password, hash: await hashPassword(password) };
}

/** Sets a new password and ends every open session of the account. Null for an unknown e-mail. */
export async function resetStaffPassword(db: Database, email: string, now = Date.now()): Promise<string | null> {
  const account = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, normaliseStaffEmail(email)))
    .get();
  if (!account) return null;
  const { password, hash } = await newStaffPassword();
  await db.batch([
    db.update(staff).set(hash).where(eq(staff.id, account.id)),
    db
      .update(staffSessions)
      .set({ endedAt: new Date(now).toISOString() })
      .where(and(eq(staffSessions.staffId, account.id), isNull(staffSessions.endedAt))),
  ]);
  return password;
}

export type SignInResult =
  | { outcome: 'signed-in'; staff: StaffMember; cookie: string }
  | { outcome: 'refused' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/** Enough of a hash to follow one account or client through the logs without naming it. */
const logTag = async (value: string) => (await sha256Hex(value)).slice(0, 12);

/**
 * Checks an e-mail and password. The attempt counts as a failure against the account and the client up
 * front (so concurrent guesses cannot slip past the limits) and is taken back when it succeeds. Every
 * attempt is logged with hashed tags of the account and client, never the password.
 */
export async function signIn(
  db: Database,
  credentials: AdminSignIn,
  client: string,
  now = Date.now(),
): Promise<SignInResult> {
  const email = normaliseStaffEmail(credentials.email);
  const account = `account:${await sha256Hex(email)}`;
  const attempt = crypto.randomUUID();
  const log = async (outcome: string) =>
    securityLog('admin.sign-in', { outcome, account: await logTag(email), client: client.slice(0, 12) });

  const admissions: Admission[] = [
    await admit(db, staffAccountFailureLimit, account, attempt, now),
    await admit(db, staffClientFailureLimit, client, attempt, now),
  ];
  const refusals = admissions.flatMap((admission) => (admission.admitted ? [] : [admission.retryAfterSeconds]));
  if (refusals.length > 0) {
    await log('locked');
    return { outcome: 'locked', retryAfterSeconds: Math.max(...refusals) };
  }

  const row = await db.select().from(staff).where(eq(staff.email, email)).get();
  const valid = row
    ? await verifyPassword(credentials.password, row)
    : (await spendPasswordCheck(credentials.password), false);
  if (!row || !valid || row.disabledAt) {
    await log(row?.disabledAt ? 'disabled' : 'refused');
    return { outcome: 'refused' };
  }
  await Promise.all([
    forget(db, staffAccountFailureLimit, account, attempt),
    forget(db, staffClientFailureLimit, client, attempt),
  ]);
  const cookie = await startSession(db, row.id, now);
  await log('signed-in');
  return { outcome: 'signed-in', staff: { id: row.id, email: row.email, name: row.name }, cookie };
}
