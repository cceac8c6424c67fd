import { and, count, eq, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';

export interface RateLimit {
  /** What is counted: an endpoint's submissions, or failed NDA codes. */
  bucket: string;
  max: number;
  windowMs: number;
}

const minutes = (amount: number) => amount * 60_000;
const hours = (amount: number) => minutes(amount * 60);

/** New submissions per client and endpoint (docs/decisions/008). Retries of the same key are free. */
export const submissionLimit = (endpoint: string): RateLimit => ({
  bucket: `submit:${endpoint}`,
  max: 10,
  windowMs: minutes(10),
});

/**
 * Files sent with requests per client (docs/decisions/077): three requests' worth of ten files. Retries of a
 * file (the same request key and file id) are free.
 */
export const uploadLimit: RateLimit = { bucket: 'upload:lead-files', max: 30, windowMs: minutes(10) };

/** Chat messages per client: a fast typist never meets it; a script does. */
export const chatLimit: RateLimit = { bucket: 'chat', max: 30, windowMs: minutes(10) };

/**
 * Site speed beacons per client (docs/decisions/088): one per page view, so a visitor reading a page every ten
 * seconds stays under it; a script filling the report does not.
 */
export const siteSpeedLimit: RateLimit = { bucket: 'site-speed', max: 60, windowMs: minutes(10) };

/** Wrong NDA access codes per client before it is locked out (docs/decisions/009). */
export const ndaFailureLimit: RateLimit = { bucket: 'nda-failures', max: 5, windowMs: minutes(15) };

/**
 * Visitor confirmations (docs/decisions/070): one per recipient address a day, counted by the address's keyed
 * hash, and a site-wide cap an hour. Past either the lead is still stored and staff still alerted; only the
 * confirmation is left out, so a form cannot be used to mail strangers in the company's name.
 */
export const confirmationRecipientLimit: RateLimit = { bucket: 'confirmation:recipient', max: 1, windowMs: hours(24) };
export const confirmationSiteLimit: RateLimit = { bucket: 'confirmation:site', max: 200, windowMs: hours(1) };

/**
 * Answers stored per reply address and per envelope sender (docs/decisions/085): no person writes 40 e-mails
 * a minute; past either, a message is refused with a bounce. Answer alerts go at most once an hour per reply
 * address, until staff reply from the lead's page, which opens the next alert.
 */
export const inboundAddressLimit: RateLimit = { bucket: 'inbound:reply-address', max: 40, windowMs: minutes(1) };
export const inboundSenderLimit: RateLimit = { bucket: 'inbound:sender', max: 40, windowMs: minutes(1) };
export const inboundAlertLimit: RateLimit = { bucket: 'inbound:alert', max: 1, windowMs: hours(1) };

/** The "client" of a limit that counts everyone together. */
export const siteWide = 'site';

/**
 * Failed staff sign-ins (docs/decisions/018 and 022), checked in this order. Per client: one address cannot
 * try many accounts. Per (account, client) pair: one address cannot keep guessing one account. Per device
 * cookie: a browser that signed in before has its own limit. These three refuse for 15 minutes.
 */
export const staffClientFailureLimit: RateLimit = { bucket: 'staff-sign-in:client', max: 20, windowMs: minutes(15) };
export const staffPairFailureLimit: RateLimit = { bucket: 'staff-sign-in:pair', max: 5, windowMs: minutes(15) };
export const staffDeviceFailureLimit: RateLimit = { bucket: 'staff-sign-in:device', max: 5, windowMs: minutes(15) };
/**
 * Tries of invitation links per client, as the password step's (docs/decisions/095): each opening of a link
 * that opens no form and each refused acceptance counts, so a network cannot try tokens or codes at length.
 */
export const staffInvitationClientLimit: RateLimit = {
  bucket: 'staff-invitation:client',
  max: 20,
  windowMs: minutes(15),
};
/**
 * Failed sign-ins per account from browsers without its device cookie, counted only to tell the staff member
 * (docs/decisions/070): past `max` in the window they get one e-mail an hour. Nothing is refused on it, so
 * failures from others never hold the account shut; every attempt passes the bot check instead.
 */
export const staffAccountFailures: RateLimit = { bucket: 'staff-sign-in:account', max: 5, windowMs: minutes(15) };
export const staffAccountAlertLimit: RateLimit = { bucket: 'staff-sign-in:alert', max: 1, windowMs: hours(1) };
/** Wrong second-factor codes per account: whoever reaches this step already knows the password. */
export const staffSecondFactorFailureLimit: RateLimit = {
  bucket: 'staff-sign-in:second-factor',
  max: 10,
  windowMs: minutes(15),
};

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * Counts `token` against `limit` for `client` in a sliding window and says whether it may go on. In one
 * batch: forget hits older than the window, add this one only while fewer than `max` remain, then look.
 * Concurrent requests cannot overshoot, because D1 runs each batch as one transaction. A token already
 * counted in the window (the same idempotency key again) is admitted without counting twice.
 */
export async function admit(
  db: Database,
  limit: RateLimit,
  client: string,
  token: string,
  now: number = Date.now(),
): Promise<Admission> {
  const windowStart = now - limit.windowMs;
  const inBucket = and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.client, client));
  const admits = sql`(select count(*) from ${rateLimitHits} where ${inBucket}) < ${limit.max}`;
  const [, , mine, [bounds]] = await db.batch([
    db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, limit.bucket), lte(rateLimitHits.at, windowStart))),
    db
      .insert(rateLimitHits)
      .select(
        db
          .select({
            // drizzle checks these are the table's columns, in its order.
            bucket: sql<string>`${limit.bucket}`.as('bucket'),
            client: sql<string>`${client}`.as('client'),
            token: sql<string>`${token}`.as('token'),
            at: sql<number>`${now}`.as('at'),
          })
          // One row, kept only while the limit admits it.
          .from(sql`(select 1)`)
          .where(admits),
      )
      .onConflictDoNothing(),
    db
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(and(inBucket, eq(rateLimitHits.token, token))),
    db
      .select({ oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(inBucket),
  ]);
  if ((mine[0]?.hits ?? 0) > 0) return { admitted: true };
  const freeAt = (bounds?.oldest ?? now) + limit.windowMs;
  return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
}

/** Every hit of `client` under `limit`, as a statement for a batch: the limit starts afresh. */
export const forgetClient = (db: Database, limit: RateLimit, client: string) =>
  db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.client, client)));

/** Takes a counted token back (an NDA attempt that turned out right is not a failure). */
export async function forget(db: Database, limit: RateLimit, client: string, token: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.client, client), eq(rateLimitHits.token, token)),
    );
}
