import {
  securityLogPageSize,
  securityLogPeriods,
  securityLogRetentionDays,
  type AdminSecurityEvent,
  type SecurityEventKind,
  type SecurityLogPage,
  type SecurityLogQuery,
} from '@site/domain/staff/security-log';
import { z } from '@site/domain/forms/zod';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityEvents, staff } from '../../db/schema';
import { clientTag } from '../protection/client-address';
import { decodeCursor, encodeCursor } from '../pipeline/paging';

/**
 * The security log's one writer (docs/decisions/092). Every caller adds the statement it answers to the batch
 * of the change it records, so an entry exists exactly when the change does. The detail holds ids, counts and
 * limit names only: never an e-mail address, a password, a code or a raw client address.
 */
export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The change's own time, so the entry and the change agree. */
  at: string;
  /** The acting staff member; null when nobody is known (a failed sign-in of an unknown e-mail address). */
  actorId: string | null;
  /** `clientTag` of the request, or null when no request caused the change. */
  client: string | null;
  subject?: string | null;
  detail?: Record<string, string | number>;
}

/**
 * The statement that writes `event`. With `onlyIf`, it writes only when that condition holds where the
 * statement stands in its batch: a change that turned out to change nothing (a code revoked twice) leaves
 * no entry.
 */
export function securityEvent(db: Database, event: SecurityEvent, onlyIf?: SQL) {
  const row = {
    at: event.at,
    kind: event.kind,
    actorId: event.actorId,
    subject: event.subject ?? null,
    client: event.client,
    detail: event.detail ?? null,
  };
  if (!onlyIf) return db.insert(securityEvents).values(row);
  const detail = row.detail ? JSON.stringify(row.detail) : null;
  // Columns in table order: id (auto), at, kind, actor_id, subject, client, detail.
  return db
    .insert(securityEvents)
    .select(
      sql`select null, ${row.at}, ${row.kind}, ${row.actorId}, ${row.subject}, ${row.client}, ${detail} where ${onlyIf}`,
    );
}

/** Who changes something from a staff page: the staff member and their request's keyed client tag. */
export interface SecurityActor {
  staffId: string;
  client: string;
}

/** The keyed tag of a staff page request's client, as the sign-in API's `clientOf` makes it. */
export const requestClient = (env: Env, request: Request) =>
  clientTag(env.KEYED_HASH_SECRET, request.headers.get('cf-connecting-ip') ?? undefined);

const position = z.tuple([z.string(), z.number().int()]);

/** Entries older than a position in the log's order (newest first, then the latest written). */
const olderThan = ([at, id]: z.infer<typeof position>) =>
  sql`(${securityEvents.at}, ${securityEvents.id}) < (${at}, ${id})`;

const daysMs = (days: number) => days * 24 * 60 * 60_000;

/**
 * One page of the log (docs/product.md §12.12): the view's member, kind and period, newest first, read from
 * the Older link's position in the index that matches the filter, so no page counts or skips the ones before.
 */
export async function securityLog(db: Database, query: SecurityLogQuery, now = Date.now()): Promise<SecurityLogPage> {
  const start = decodeCursor(query.after, position);
  const since = new Date(now - daysMs(securityLogPeriods[query.period])).toISOString();
  const rows = await db
    .select({
      id: securityEvents.id,
      at: securityEvents.at,
      kind: securityEvents.kind,
      actorId: securityEvents.actorId,
      actorName: staff.name,
      subject: securityEvents.subject,
      client: securityEvents.client,
      detail: securityEvents.detail,
    })
    .from(securityEvents)
    .leftJoin(staff, eq(staff.id, securityEvents.actorId))
    .where(
      and(
        query.member ? eq(securityEvents.actorId, query.member) : undefined,
        query.kind ? eq(securityEvents.kind, query.kind) : undefined,
        gte(securityEvents.at, since),
        start ? olderThan(start) : undefined,
      ),
    )
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(securityLogPageSize + 1)
    .all();
  const items = rows.slice(0, securityLogPageSize).map((row): AdminSecurityEvent => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    member: row.actorId ? { id: row.actorId, name: row.actorName ?? 'Former member' } : null,
    subject: row.subject,
    client: row.client ? row.client.slice(0, 12) : null,
    detail: row.detail,
  }));
  const last = items.at(-1);
  return {
    items,
    ...(rows.length > securityLogPageSize && last ? { next: encodeCursor([last.at, last.id]) } : {}),
  };
}

/** The cron's pruning: entries older than 400 days are deleted (docs/decisions/092). */
export async function pruneSecurityEvents(db: Database, now = Date.now()): Promise<void> {
  await db
    .delete(securityEvents)
    .where(lt(securityEvents.at, new Date(now - daysMs(securityLogRetentionDays)).toISOString()));
}
