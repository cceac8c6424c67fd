import type { AdminSession } from '@site/domain/staff/sessions';
import type { SignedInStaffMember } from '@site/domain/staff/roles';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { Database } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { randomBytes, sha256Hex, toBase64Url } from '../protection/crypto';
import { securityLog } from '../protection/security-log';
import { logSafeUrl } from '../../http/log-safe';
import { securityEvent, type SecurityActor } from './security-events';

/**
 * Staff sessions (docs/decisions/018). The browser holds a random 256-bit token in a `__Host-` cookie; D1
 * holds only its SHA-256. A session ends after 30 idle minutes, 12 hours after sign-in whatever happens,
 * at sign-out, when the password is reset, or when the account is disabled.
 */
export const sessionCookieName = '__Host-admin_session';
export const sessionIdleMs = 30 * 60_000;
export const sessionLifetimeMs = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so a busy dashboard does not write on every request. */
const lastSeenResolutionMs = 60_000;

/**
 * Every staff cookie (session, sign-in challenge, device) with the same attributes: sent only over HTTPS, never
 * to scripts, never on a request another site starts. `Secure` and the `__Host-` prefix hold in development
 * too: Chromium and Firefox treat http://127.0.0.1 and http://localhost as secure contexts and keep such
 * cookies there (checked with Chromium 156). Hono writes them (docs/decisions/065) and refuses a `__Host-`
 * cookie without `Secure` and `Path=/`.
 */
export const staffCookie = (name: string, value: string, maxAgeSeconds: number) =>
  generateCookie(name, value, { maxAge: maxAgeSeconds, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });

export const sessionIdOf = (token: string) => sha256Hex(token);

/**
 * "Firefox on macOS" from a User-Agent: enough for staff to tell their sessions apart, and nothing more is
 * kept (not the full string, which would help to fingerprint). Order matters: Edge and Opera say Chrome,
 * Chrome says Safari.
 */
export function deviceHintOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const first = (names: [string, RegExp][]) => names.find(([, pattern]) => pattern.test(ua))?.[0] ?? '';
  const browser = first([
    ['Edge', /Edg\//],
    ['Opera', /OPR\//],
    ['Firefox', /Firefox\//],
    ['Chrome', /Chrom(e|ium)\//],
    ['Safari', /Safari\//],
  ]);
  const system = first([
    ['Android', /Android/],
    ['iOS', /iPhone|iPad/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ]);
  return browser && system ? `${browser} on ${system}` : browser || system;
}

/**
 * Starts a session with a fresh token (never one the browser offered) and answers its cookie. Sessions
 * past their absolute end are deleted on the way, so the table holds at most 12 hours of sign-ins. With
 * `endOthers`, every other open session of the account ends in the same batch, and so is `record`, the sign-in's
 * security log entry (docs/decisions/092).
 */
export async function startSession(
  db: Database,
  staffId: string,
  {
    deviceHint = '',
    endOthers = false,
    record,
  }: { deviceHint?: string; endOthers?: boolean; record?: BatchItem<'sqlite'> } = {},
  now = Date.now(),
): Promise<string> {
  const token = toBase64Url(randomBytes(32));
  const at = new Date(now).toISOString();
  const ending = endOthers
    ? [
        db
          .update(staffSessions)
          .set({ endedAt: at })
          .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt))),
      ]
    : [];
  const id = await sessionIdOf(token);
  await db
    .batch([
      db.delete(staffSessions).where(lte(staffSessions.expiresAt, at)),
      ...ending,
      db.insert(staffSessions).values({
        id,
        staffId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(now + sessionLifetimeMs).toISOString(),
        deviceHint,
      }),
      ...(record ? [record] : []),
    ])
    .catch(async (error: unknown) => {
      // The batch may have been stored before D1 failed to answer: a session whose cookie was never handed
      // out must not stay in the staff's list of devices (docs/security.md, "Platform failures").
      await db.delete(staffSessions).where(eq(staffSessions.id, id));
      throw error;
    });
  return staffCookie(sessionCookieName, token, sessionLifetimeMs / 1000);
}

/**
 * One cookie's value from a request, or null. Hono's `getCookie` reads only from a Hono context, and the
 * /admin route loaders hold a plain Request, so both go through the parser it is built on.
 */
export const cookieValue = (request: Request, cookieName: string): string | null =>
  parse(request.headers.get('cookie') ?? '', cookieName)[cookieName] || null;

const sessionToken = (request: Request) => cookieValue(request, sessionCookieName);

export type SessionRefusal = 'no-cookie' | 'unknown' | 'ended' | 'idle' | 'expired' | 'disabled';
export type SessionCheck =
  { ok: true; sessionId: string; staff: SignedInStaffMember } | { ok: false; reason: SessionRefusal };

/** The session a request carries, checked against every way it can have ended; slides the idle expiry. */
/** The staff member a session check or a second-factor step reads beside its own row, and whether the account is disabled. */
export const staffMemberColumns = { id: staff.id, email: staff.email, name: staff.name, disabledAt: staff.disabledAt };

export async function checkSession(db: Database, request: Request, now = Date.now()): Promise<SessionCheck> {
  const token = sessionToken(request);
  if (!token) return { ok: false, reason: 'no-cookie' };
  const sessionId = await sessionIdOf(token);
  const row = await db
    .select({
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      endedAt: staffSessions.endedAt,
      ...staffMemberColumns,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.id, sessionId))
    .get();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.endedAt) return { ok: false, reason: 'ended' };
  if (row.disabledAt) return { ok: false, reason: 'disabled' };
  if (Date.parse(row.expiresAt) <= now) return { ok: false, reason: 'expired' };
  const lastSeen = Date.parse(row.lastSeenAt);
  if (lastSeen + sessionIdleMs <= now) return { ok: false, reason: 'idle' };
  if (now - lastSeen >= lastSeenResolutionMs) {
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(staffSessions.id, sessionId));
  }
  return { ok: true, sessionId, staff: { id: row.id, email: row.email, name: row.name, role: row.role } };
}

/** A failed authorisation, for the logs: why and where, never the token. */
export const logRefusal = (request: Request, reason: string) =>
  securityLog('admin.refused', { reason, method: request.method, url: logSafeUrl(request.url) });

/**
 * The security log entry of a session ended at `at` in the same batch: written only when the batch's update
 * ended it then, so ending a session that was already over records nothing.
 */
const sessionEndEvent = (
  db: Database,
  kind: 'sign-out' | 'session-ended',
  sessionId: string,
  at: string,
  by: SecurityActor,
  detail?: Record<string, string>,
) =>
  securityEvent(
    db,
    { kind, at, actorId: by.staffId, client: by.client, ...(detail ? { detail } : {}) },
    sql`exists (select 1 from ${staffSessions} where ${staffSessions.id} = ${sessionId} and ${staffSessions.endedAt} = ${at})`,
  );

/** Ends the request's session on the server (if it has one) and answers the cookie that clears it. */
export async function endSession(db: Database, request: Request, by: SecurityActor, now = Date.now()): Promise<string> {
  const token = sessionToken(request);
  if (token) {
    const at = new Date(now).toISOString();
    const sessionId = await sessionIdOf(token);
    await db.batch([
      db
        .update(staffSessions)
        .set({ endedAt: at })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt))),
      sessionEndEvent(db, 'sign-out', sessionId, at, by),
    ]);
  }
  return staffCookie(sessionCookieName, '', 0);
}

/** The staff member's sessions that still work (not ended, idle or expired), newest first. */
export async function listSessions(
  db: Database,
  staffId: string,
  currentSessionId: string,
  now = Date.now(),
): Promise<AdminSession[]> {
  const rows = await db
    .select({
      id: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      deviceHint: staffSessions.deviceHint,
    })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, new Date(now).toISOString()),
        gt(staffSessions.lastSeenAt, new Date(now - sessionIdleMs).toISOString()),
      ),
    )
    .orderBy(desc(staffSessions.createdAt))
    .all();
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
}

/**
 * Ends one of the staff member's own sessions; false when it is not theirs or already over. `current` says
 * whether it is the session of the request that ends it, for the security log.
 */
export async function endStaffSession(
  db: Database,
  by: SecurityActor,
  sessionId: string,
  current: boolean,
  now = Date.now(),
) {
  const at = new Date(now).toISOString();
  const [ended] = await db.batch([
    db
      .update(staffSessions)
      .set({ endedAt: at })
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, by.staffId), isNull(staffSessions.endedAt)))
      .returning({ id: staffSessions.id }),
    sessionEndEvent(db, 'session-ended', sessionId, at, by, { current: current ? 'yes' : 'no' }),
  ]);
  return ended.length > 0;
}
