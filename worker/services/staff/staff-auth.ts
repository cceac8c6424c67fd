import {
  normaliseRecoveryCode,
  totpCodePattern,
  type AdminSignIn,
  type SignInStep,
  type StaffMember,
} from '@site/domain/staff/sign-in';
import { company } from '@site/domain/company/company';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staff, staffRecoveryCodes, staffSessions, staffSignInChallenges } from '../../db/schema';
import { randomBytes, sha256Hex, toBase64Url } from '../protection/crypto';
import { securityLog } from '../protection/security-log';
import {
  admit,
  forget,
  staffAccountAlertLimit,
  staffAccountFailures,
  staffClientFailureLimit,
  staffDeviceFailureLimit,
  staffPairFailureLimit,
  staffSecondFactorFailureLimit,
  type RateLimit,
} from '../protection/rate-limit';
import { securityEvent } from './security-events';
import { checkDeviceCookie, issueDeviceCookie } from './staff-devices';
import { hmacHex, openSecret, sealSecret, type StaffKeys } from './staff-keys';
import {
  generateStaffPassword,
  hashPassword,
  normaliseStaffEmail,
  spendPasswordCheck,
  verifyPassword,
  type PasswordHash,
  type StaffPasswords,
} from './staff-passwords';
import { cookieValue, deviceHintOf, staffCookie, staffMemberColumns, startSession } from './staff-sessions';
import { ownerPasskeysRequired } from './team';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

export type StaffAccountRecord = typeof staff.$inferInsert & PasswordHash;

/** A new account and the row that stores it. The password is shown once and never stored. */
export async function newStaffAccount(
  passwords: StaffPasswords,
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
      ...(await hashPassword(passwords, password)),
    },
  };
}

/** A new password for an existing account; the caller stores the hash and ends the account's sessions. */
export async function newStaffPassword(passwords: StaffPasswords) {
  const password = generateStaffPassword();
  return { password, hash: await hashPassword(passwords, password) };
}

/** The account an operator's command names by e-mail, as staff type it (any case, spaces around). */
const staffAccountByEmail = (db: Database, email: string) =>
  db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, normaliseStaffEmail(email)))
    .get();

/** Sets a new password and ends every open session of the account. Null for an unknown e-mail. */
export async function resetStaffPassword(
  db: Database,
  passwords: StaffPasswords,
  email: string,
  now = Date.now(),
): Promise<string | null> {
  const account = await staffAccountByEmail(db, email);
  if (!account) return null;
  const { password, hash } = await newStaffPassword(passwords);
  await db.batch([
    db.update(staff).set(hash).where(eq(staff.id, account.id)),
    db
      .update(staffSessions)
      .set({ endedAt: new Date(now).toISOString() })
      .where(and(eq(staffSessions.staffId, account.id), isNull(staffSessions.endedAt))),
  ]);
  return password;
}

/** How long the second step may take after the password: enough to install an app and scan a code. */
export const challengeLifetimeMs = 10 * 60_000;
/** Wrong codes one challenge takes before the password must be typed again. */
export const challengeMaxFailures = 5;
export const recoveryCodeCount = 10;

export const challengeCookieName = '__Host-admin_challenge';
const challengeCookie = (token: string, maxAgeSeconds: number) =>
  staffCookie(challengeCookieName, token, maxAgeSeconds);
export const clearedChallengeCookie = () => challengeCookie('', 0);

export type SignInResult =
  | { outcome: 'second-factor'; step: SignInStep; cookie: string }
  | { outcome: 'refused' }
  | { outcome: 'passkey-required' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/** What a sign-in needs besides the database: who asks, and how to tell a staff member their account is attacked. */
export interface SignInRequest {
  /** Argon2id and the pepper (docs/decisions/071). */
  passwords: StaffPasswords;
  client: string;
  deviceCookie: string | null;
  /** Tags accounts in rate limits and logs: a keyed hash, so no e-mail address can be read back. */
  accountTag: (email: string) => Promise<string>;
  /** Tells the account's owner of a burst of failed sign-ins; called at most once an hour per account. */
  alertOwner?: (account: { email: string; name: string }) => Promise<void>;
}

/**
 * The first step of a sign-in: e-mail and password (docs/decisions/018, 022 and 070). Every request has
 * passed the bot check. Limits in order: the client's failures, the (account, client) pair's and, for a
 * browser that signed this account in before, the device cookie's own. These refuse only the one who
 * failed: nothing anyone else does holds the account shut. Failures of browsers without the device cookie
 * are counted per account only to e-mail the owner, once an hour, when they pile up. Each attempt is counted
 * as a failure before the password is checked, so concurrent guesses cannot slip past, and taken back when
 * the password is right. A refusal names no precise wait: the limit's whole window. A right password starts
 * a challenge for the second factor, never a session, except for an owner while owners must use a passkey
 * (docs/decisions/094), who is told so. Every attempt is logged with keyed tags of the account
 * and client, never the password.
 */
export async function signIn(
  db: Database,
  keys: StaffKeys,
  credentials: AdminSignIn,
  request: SignInRequest,
  now = Date.now(),
): Promise<SignInResult> {
  const email = normaliseStaffEmail(credentials.email);
  const account = `account:${await request.accountTag(email)}`;
  const { client } = request;
  const attempt = crypto.randomUUID();
  const log = (outcome: string, extra: Record<string, string> = {}) =>
    securityLog('admin.sign-in', { outcome, account: account.slice(8, 20), client: client.slice(0, 12), ...extra });

  const row = await db.select().from(staff).where(eq(staff.email, email)).get();
  const deviceCheck = await checkDeviceCookie(keys, request.deviceCookie, now);
  const device = deviceCheck.valid && row && deviceCheck.device.staffId === row.id ? deviceCheck.device : null;

  const counted: [RateLimit, string][] = [];
  const hardLimits: [RateLimit, string][] = [
    [staffClientFailureLimit, client],
    [staffPairFailureLimit, `${account}|${client}`],
    ...(device ? [[staffDeviceFailureLimit, `device:${device.deviceId}`] satisfies [RateLimit, string]] : []),
  ];
  for (const [limit, key] of hardLimits) {
    const admission = await admit(db, limit, key, attempt, now);
    if (!admission.admitted) {
      log('locked', { limit: limit.bucket });
      await securityEvent(db, {
        kind: 'lockout',
        at: new Date(now).toISOString(),
        actorId: row?.id ?? null,
        client,
        detail: { step: 'password', limit: limit.bucket },
      });
      return { outcome: 'locked', retryAfterSeconds: limit.windowMs / 1000 };
    }
    counted.push([limit, key]);
  }

  const check = row
    ? await verifyPassword(request.passwords, credentials.password, row)
    : (await spendPasswordCheck(request.passwords, credentials.password), { valid: false, outdated: false });
  if (!row || !check.valid || row.disabledAt) {
    log(row?.disabledAt ? 'disabled' : 'refused');
    await securityEvent(db, {
      kind: 'sign-in-failed',
      at: new Date(now).toISOString(),
      actorId: row?.id ?? null,
      client,
      detail: { step: 'password', reason: row?.disabledAt ? 'disabled' : row ? 'wrong-password' : 'unknown-account' },
    });
    if (row && !device) await countAccountFailure(db, request, row, account, attempt, now);
    return { outcome: 'refused' };
  }
  await Promise.all(counted.map(([limit, key]) => forget(db, limit, key, attempt)));
  // Told only after the right password, so the answer says nothing about an account to someone who lacks it.
  if (row.role === 'owner' && (await ownerPasskeysRequired(db))) {
    log('passkey-required');
    await securityEvent(db, {
      kind: 'sign-in-failed',
      at: new Date(now).toISOString(),
      actorId: row.id,
      client,
      detail: { step: 'password', reason: 'passkey-required' },
    });
    return { outcome: 'passkey-required' };
  }

  const token = toBase64Url(randomBytes(32));
  const enrolling = row.totpSecret === null;
  const secret = enrolling ? newTotpSecret() : null;
  const at = new Date(now).toISOString();
  // An outdated hash is replaced now that the password is known (docs/decisions/071), in the same write; only
  // the hash just checked, so a password reset that lands meanwhile is never undone.
  const rehash = check.outdated
    ? [
        db
          .update(staff)
          .set(await hashPassword(request.passwords, credentials.password))
          .where(and(eq(staff.id, row.id), eq(staff.passwordHash, row.passwordHash))),
      ]
    : [];
  await db.batch([
    db.delete(staffSignInChallenges).where(lte(staffSignInChallenges.expiresAt, at)),
    db.insert(staffSignInChallenges).values({
      id: await sha256Hex(token),
      staffId: row.id,
      pendingTotpSecret: secret ? await sealSecret(keys, row.id, secret) : null,
      endOtherSessions: credentials.endOtherSessions ?? false,
      expiresAt: new Date(now + challengeLifetimeMs).toISOString(),
    }),
    ...rehash,
  ]);
  log(enrolling ? 'password-right-enrol' : 'password-right');
  const step: SignInStep = secret
    ? { step: 'enrol', secret, otpauthUri: otpauthUri(company.name, row.email, secret), accountName: row.email }
    : { step: 'totp' };
  return { outcome: 'second-factor', step, cookie: challengeCookie(token, challengeLifetimeMs / 1000) };
}

/**
 * Counts a failure on the account from a browser without its device cookie; past the threshold the owner
 * gets one e-mail an hour. A failed e-mail is logged, never the attacker's problem.
 */
async function countAccountFailure(
  db: Database,
  request: SignInRequest,
  owner: { email: string; name: string },
  account: string,
  attempt: string,
  now: number,
) {
  if ((await admit(db, staffAccountFailures, account, attempt, now)).admitted) return;
  if (!request.alertOwner || !(await admit(db, staffAccountAlertLimit, account, attempt, now)).admitted) return;
  try {
    await request.alertOwner(owner);
    securityLog('admin.sign-in-alert', { account: account.slice(8, 20) });
  } catch (error) {
    securityLog('admin.sign-in-alert-failed', {
      error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
    });
  }
}

export type SecondFactorResult =
  | { outcome: 'signed-in'; staff: StaffMember; cookies: string[]; recoveryCodes?: string[] }
  | { outcome: 'wrong-code' }
  | { outcome: 'expired' }
  | { outcome: 'locked'; retryAfterSeconds: number };

/**
 * `xxxx-xxxx-xxxx-xxxx-xxxx-xxxx` from Crockford's base32: 120 random bits, so a keyed hash stores it
 * safely (ASVS 5.0 6.5.2 asks a slow salted hash only below 112 bits) and one check costs no KDF time.
 */
export function newRecoveryCode(): string {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  const characters = Array.from(randomBytes(24), (byte) => alphabet[byte & 31]).join('');
  return characters.replaceAll(/(.{4})(?=.)/g, '$1-');
}

export const recoveryHash = (keys: StaffKeys, code: string) => hmacHex(keys.recovery, normaliseRecoveryCode(code));

/**
 * The second step: the code of the challenge's authenticator. `client` is the request's keyed client tag, for
 * the security log. At enrolment a right code stores the new
 * secret (encrypted) and answers ten recovery codes, once; afterwards a TOTP code is accepted only for a
 * step later than the last one accepted, and a recovery code only once. Then the session starts (ending
 * the others if the sign-in asked to) and the browser gets the account's device cookie.
 */
export async function completeSecondFactor(
  db: Database,
  keys: StaffKeys,
  request: Request,
  code: string,
  client: string,
  now = Date.now(),
): Promise<SecondFactorResult> {
  const token = cookieValue(request, challengeCookieName);
  if (!token) return { outcome: 'expired' };
  const challengeId = await sha256Hex(token);
  const row = await db
    .select({
      ...staffMemberColumns,
      totpSecret: staff.totpSecret,
      pendingTotpSecret: staffSignInChallenges.pendingTotpSecret,
      endOtherSessions: staffSignInChallenges.endOtherSessions,
      expiresAt: staffSignInChallenges.expiresAt,
    })
    .from(staffSignInChallenges)
    .innerJoin(staff, eq(staff.id, staffSignInChallenges.staffId))
    .where(eq(staffSignInChallenges.id, challengeId))
    .get();
  if (!row || row.disabledAt || Date.parse(row.expiresAt) <= now) return { outcome: 'expired' };
  const log = async (outcome: string) => securityLog('admin.second-factor', { outcome, staff: row.id });
  const event = (kind: 'sign-in' | 'sign-in-failed' | 'lockout', detail: Record<string, string>) =>
    securityEvent(db, { kind, at: new Date(now).toISOString(), actorId: row.id, client, detail });

  const attempt = crypto.randomUUID();
  const account = `staff:${row.id}`;
  const admission = await admit(db, staffSecondFactorFailureLimit, account, attempt, now);
  if (!admission.admitted) {
    await log('locked');
    await event('lockout', { step: 'second-factor', limit: staffSecondFactorFailureLimit.bucket });
    return { outcome: 'locked', retryAfterSeconds: admission.retryAfterSeconds };
  }

  let recoveryCodes: string[] | undefined;
  const sealed = row.pendingTotpSecret ?? row.totpSecret;
  const secret = sealed ? await openSecret(keys, row.id, sealed) : null;
  const step = secret && totpCodePattern.test(code) ? matchTotp(secret, code, now) : null;
  let accepted = false;
  let method = 'authenticator';
  if (row.pendingTotpSecret && step !== null) {
    // Only while none is enrolled: an authenticator enrolled after this challenge began is never overwritten.
    const enrolledNow = await db
      .update(staff)
      .set({ totpSecret: row.pendingTotpSecret, totpLastStep: step })
      .where(and(eq(staff.id, row.id), isNull(staff.totpSecret)))
      .returning({ id: staff.id });
    if (enrolledNow.length === 0) {
      await db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.id, challengeId));
      await log('enrolment-superseded');
      return { outcome: 'expired' };
    }
    recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    const hashes = await Promise.all(recoveryCodes.map((recovery) => recoveryHash(keys, recovery)));
    await db.batch([
      db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id)),
      db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ codeHash, staffId: row.id }))),
    ]);
    accepted = true;
  } else if (!row.pendingTotpSecret && step !== null) {
    // Only a step later than the last accepted one: the same code (or an older one) never works twice.
    const moved = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, row.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    accepted = moved.length > 0;
  } else if (!row.pendingTotpSecret && !totpCodePattern.test(code)) {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date(now).toISOString() })
      .where(
        and(
          eq(staffRecoveryCodes.codeHash, await recoveryHash(keys, code)),
          eq(staffRecoveryCodes.staffId, row.id),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: staffRecoveryCodes.codeHash });
    accepted = used.length > 0;
    method = 'recovery-code';
    if (accepted) await log('recovery-code-used');
  }

  if (!accepted) {
    const [[counted]] = await db.batch([
      db
        .update(staffSignInChallenges)
        .set({ failures: sql`${staffSignInChallenges.failures} + 1` })
        .where(eq(staffSignInChallenges.id, challengeId))
        .returning({ failures: staffSignInChallenges.failures }),
      event('sign-in-failed', { step: 'second-factor', reason: 'wrong-code' }),
    ]);
    await log('wrong-code');
    if ((counted?.failures ?? challengeMaxFailures) >= challengeMaxFailures) {
      await db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.id, challengeId));
      return { outcome: 'expired' };
    }
    return { outcome: 'wrong-code' };
  }

  await forget(db, staffSecondFactorFailureLimit, account, attempt);
  const session = await startSession(
    db,
    row.id,
    {
      deviceHint: deviceHintOf(request.headers.get('user-agent')),
      endOthers: row.endOtherSessions,
      record: event('sign-in', {
        method: row.pendingTotpSecret ? 'enrolment' : method,
        ...(row.endOtherSessions ? { endedOtherSessions: 'yes' } : {}),
      }),
    },
    now,
  );
  // Only once the session is stored: a session that failed leaves the challenge open for the next code.
  await db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.id, challengeId));
  await log(row.pendingTotpSecret ? 'enrolled' : 'signed-in');
  return {
    outcome: 'signed-in',
    staff: { id: row.id, email: row.email, name: row.name },
    cookies: [session, await issueDeviceCookie(keys, row.id, now), clearedChallengeCookie()],
    ...(recoveryCodes ? { recoveryCodes } : {}),
  };
}

/**
 * Forgets an account's second factor: the next sign-in enrols a new authenticator. Its recovery codes,
 * open challenges and sessions end with it. False for an unknown e-mail.
 */
export async function resetSecondFactor(db: Database, email: string, now = Date.now()): Promise<boolean> {
  const account = await staffAccountByEmail(db, email);
  if (!account) return false;
  await db.batch([
    db.update(staff).set({ totpSecret: null, totpLastStep: null }).where(eq(staff.id, account.id)),
    db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id)),
    db.delete(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, account.id)),
    db
      .update(staffSessions)
      .set({ endedAt: new Date(now).toISOString() })
      .where(and(eq(staffSessions.staffId, account.id), isNull(staffSessions.endedAt))),
  ]);
  return true;
}
