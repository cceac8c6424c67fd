import type { StaffMember } from '@site/domain/staff/sign-in';
import type { z } from '@site/domain/forms/zod';
import type {
  AdminPasskey,
  PasskeySignInOptions,
  authenticationResponseSchema,
  registrationResponseSchema,
} from '@site/domain/staff/passkeys';
import { company } from '@site/domain/company/company';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staff, staffPasskeyChallenges, staffPasskeys } from '../../db/schema';
import { fromBase64Url, toBase64Url, utf8 } from '../protection/crypto';
import { securityLog } from '../protection/security-log';
import { admit, forget, staffClientFailureLimit } from '../protection/rate-limit';
import { issueDeviceCookie } from './staff-devices';
import type { StaffKeys } from './staff-keys';
import { deviceHintOf, startSession } from './staff-sessions';
import { clearedChallengeCookie } from './staff-auth';
import { securityEvent, type SecurityActor } from './security-events';

/**
 * Staff passkeys (docs/decisions/091) with SimpleWebAuthn. Every challenge is stored in D1 and deleted by
 * the answer that names it, so it is used at most once, and only within `passkeyChallengeLifetimeMs`.
 */
export const passkeyChallengeLifetimeMs = 5 * 60_000;

/** Where passkeys belong: the relying-party ID and the origins they may be used from (wrangler.toml). */
export interface RelyingParty {
  id: string;
  origins: string[];
}

export const relyingPartyOf = (env: { STAFF_PASSKEY_RP_ID: string; STAFF_PASSKEY_ORIGINS: string }): RelyingParty => ({
  id: env.STAFF_PASSKEY_RP_ID.trim(),
  origins: env.STAFF_PASSKEY_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
});

type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** Stores a new challenge (for `staffId`'s registration, or null for a sign-in), dropping expired ones. */
async function storeChallenge(db: Database, challenge: string, staffId: string | null, now: number) {
  await db.batch([
    db.delete(staffPasskeyChallenges).where(lte(staffPasskeyChallenges.expiresAt, new Date(now).toISOString())),
    db.insert(staffPasskeyChallenges).values({
      challenge,
      staffId,
      expiresAt: new Date(now + passkeyChallengeLifetimeMs).toISOString(),
    }),
  ]);
}

/**
 * Takes the challenge out of D1 for good: true only when it was there, unexpired and issued for `staffId`
 * (null: a sign-in's). A second answer with the same challenge finds nothing.
 */
async function consumeChallenge(db: Database, challenge: string, staffId: string | null, now: number) {
  const taken = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.challenge, challenge),
        staffId === null ? isNull(staffPasskeyChallenges.staffId) : eq(staffPasskeyChallenges.staffId, staffId),
      ),
    )
    .returning({ expiresAt: staffPasskeyChallenges.expiresAt });
  return taken.some((row) => Date.parse(row.expiresAt) > now);
}

/** The member's passkeys, oldest first. */
export const listPasskeys = (db: Database, staffId: string): Promise<AdminPasskey[]> =>
  db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt))
    .all();

/** The options `startRegistration` takes to make a passkey for the member; their own passkeys are excluded. */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  member: StaffMember,
  now = Date.now(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, member.id))
    .all();
  const options = await generateRegistrationOptions({
    rpName: company.name,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.name,
    userID: utf8(member.id),
    attestationType: 'none',
    // A discoverable credential: the sign-in page asks for no e-mail address first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
  });
  await storeChallenge(db, options.challenge, member.id, now);
  return options;
}

export type AddPasskeyResult = { outcome: 'added'; passkey: AdminPasskey } | { outcome: 'refused' };

/** Checks the browser's answer to the member's own, unused, unexpired challenge and keeps the passkey. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  member: StaffMember,
  name: string,
  response: RegistrationResponse,
  client: string,
  now = Date.now(),
): Promise<AddPasskeyResult> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => consumeChallenge(db, challenge, member.id, now),
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    securityLog('admin.passkey', { outcome: 'add-refused', staff: member.id, reason: reasonOf(error) });
    return null;
  });
  if (!verification?.verified) return { outcome: 'refused' };
  const { credential } = verification.registrationInfo;
  const at = new Date(now).toISOString();
  const [[row]] = await db.batch([
    db
      .insert(staffPasskeys)
      .values({
        id: credential.id,
        staffId: member.id,
        publicKey: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({
        id: staffPasskeys.id,
        name: staffPasskeys.name,
        createdAt: staffPasskeys.createdAt,
        lastUsedAt: staffPasskeys.lastUsedAt,
      }),
    passkeyEvent(db, 'passkey-added', { staffId: member.id, client }, at),
  ]);
  if (!row) return { outcome: 'refused' };
  securityLog('admin.passkey', { outcome: 'added', staff: member.id });
  return { outcome: 'added', passkey: row };
}

/**
 * A passkey change's security log entry (docs/decisions/092), in the batch of the change and written only when the
 * statement before it changed a row. The subject is the member, never the credential: the log names people.
 */
const passkeyEvent = (
  db: Database,
  kind: 'passkey-added' | 'passkey-renamed' | 'passkey-removed',
  by: SecurityActor,
  at: string,
) => securityEvent(db, { kind, at, actorId: by.staffId, client: by.client, subject: by.staffId }, sql`changes() > 0`);

/** Renames one of the member's own passkeys; false when it is not theirs or already gone. */
export async function renamePasskey(db: Database, by: SecurityActor, id: string, name: string, now = Date.now()) {
  const [renamed] = await db.batch([
    db
      .update(staffPasskeys)
      .set({ name })
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, by.staffId)))
      .returning({ id: staffPasskeys.id }),
    passkeyEvent(db, 'passkey-renamed', by, new Date(now).toISOString()),
  ]);
  return renamed.length > 0;
}

/** Removes one of the member's own passkeys; false when it is not theirs or already gone. */
export async function removePasskey(db: Database, by: SecurityActor, id: string, now = Date.now()) {
  const [removed] = await db.batch([
    db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, by.staffId)))
      .returning({ id: staffPasskeys.id }),
    passkeyEvent(db, 'passkey-removed', by, new Date(now).toISOString()),
  ]);
  if (removed.length > 0) securityLog('admin.passkey', { outcome: 'removed', staff: by.staffId });
  return removed.length > 0;
}

/** The options `startAuthentication` takes: no account named, the authenticator offers its passkeys. */
export async function signInOptions(db: Database, rp: RelyingParty, now = Date.now()): Promise<PasskeySignInOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await storeChallenge(db, options.challenge, null, now);
  return {
    challenge: options.challenge,
    rpId: rp.id,
    timeout: options.timeout ?? passkeyChallengeLifetimeMs,
    userVerification: 'required',
  };
}

export type PasskeySignInResult =
  | { outcome: 'signed-in'; staff: StaffMember; cookies: string[] }
  | { outcome: 'refused' }
  | { outcome: 'locked'; retryAfterSeconds: number };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 200) : 'unknown');

/**
 * A passkey sign-in, complete on its own (docs/decisions/091): the authenticator verified its user, so
 * neither password nor code is asked. The client's failure limit of the password step counts each attempt
 * and forgets it when it succeeds. An unknown or removed passkey, a disabled account, a used, expired or
 * foreign challenge, or a bad signature are all the same refusal. The session, the device cookie and the
 * cleared challenge cookie are those of a password and code sign-in.
 */
export async function signInWithPasskey(
  db: Database,
  keys: StaffKeys,
  rp: RelyingParty,
  response: AuthenticationResponse,
  request: { client: string; userAgent: string | null },
  now = Date.now(),
): Promise<PasskeySignInResult> {
  const log = (outcome: string, extra: Record<string, string> = {}) =>
    securityLog('admin.passkey-sign-in', { outcome, client: request.client.slice(0, 12), ...extra });
  const attempt = crypto.randomUUID();
  const admission = await admit(db, staffClientFailureLimit, request.client, attempt, now);
  if (!admission.admitted) {
    log('locked');
    return { outcome: 'locked', retryAfterSeconds: staffClientFailureLimit.windowMs / 1000 };
  }

  const row = await db
    .select({
      passkeyId: staffPasskeys.id,
      publicKey: staffPasskeys.publicKey,
      counter: staffPasskeys.counter,
      transports: staffPasskeys.transports,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      disabledAt: staff.disabledAt,
    })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(eq(staffPasskeys.id, response.id))
    .get();
  const publicKey = row ? fromBase64Url(row.publicKey) : null;
  if (!row || !publicKey || row.disabledAt) {
    // The challenge is spent all the same: an answer is never tried twice.
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge) await consumeChallenge(db, challenge, null, now);
    log(row?.disabledAt ? 'disabled' : 'unknown-passkey');
    return { outcome: 'refused' };
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => consumeChallenge(db, challenge, null, now),
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: { id: row.passkeyId, publicKey, counter: row.counter, transports: row.transports },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    log('refused', { reason: reasonOf(error) });
    return null;
  });
  if (!verification?.verified) return { outcome: 'refused' };

  await forget(db, staffClientFailureLimit, request.client, attempt);
  await db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date(now).toISOString() })
    .where(eq(staffPasskeys.id, row.passkeyId));
  const session = await startSession(db, row.id, { deviceHint: deviceHintOf(request.userAgent) }, now);
  log('signed-in', { staff: row.id });
  return {
    outcome: 'signed-in',
    staff: { id: row.id, email: row.email, name: row.name },
    cookies: [session, await issueDeviceCookie(keys, row.id, now), clearedChallengeCookie()],
  };
}

/** The challenge a browser's clientDataJSON answers, or null when it is not readable JSON. */
function challengeOf(clientDataJSON: string): string | null {
  const bytes = fromBase64Url(clientDataJSON);
  if (!bytes) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' &&
      parsed !== null &&
      'challenge' in parsed &&
      typeof parsed.challenge === 'string'
      ? parsed.challenge
      : null;
  } catch {
    return null;
  }
}
