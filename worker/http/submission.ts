import type { Context } from 'hono';
import type { ApiEnv } from '../api/types';
import type { z } from 'zod';
import { database, type Database } from '../db/client';
import { clientTag } from '../services/client-address';
import { admit, submissionLimit } from '../services/rate-limit';
import { apiError, tooManyRequests, waitText } from './errors';
import { parseFormBody } from './json-body';

/** Long enough that two browsers never pick the same key by accident; a UUID fits. */
const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{16,128}$/;

export type Received<T> =
  /** Answer this and stop: a 4xx the client caused. */
  | { kind: 'refused'; response: Response }
  /** A bot filled the honeypot: answer as if accepted, store nothing. */
  | { kind: 'honeypot' }
  | { kind: 'admitted'; data: T; idempotencyKey: string; client: string; db: Database };

/**
 * Who is asking, for rate limits and logs: Cloudflare's client address grouped (an IPv6 /64) and keyed
 * with the server's secret, so no address is ever stored or logged (worker/services/client-address.ts).
 */
export const clientOf = <E extends { Bindings: Env }>(c: Context<E>) =>
  clientTag(c.env.KEYED_HASH_SECRET, c.req.header('cf-connecting-ip'));

/**
 * Every protection a public form's endpoint applies before it writes anything, in order: a well-formed
 * `Idempotency-Key`, a JSON body within the size limit, the honeypot, the form's zod schema, and the
 * per-client limit of new submissions (a retry of an admitted key is not counted again).
 */
export async function receiveSubmission<S extends z.ZodType>(
  c: Context<ApiEnv>,
  endpoint: string,
  schema: S,
): Promise<Received<z.output<S>>> {
  const header = c.req.header('idempotency-key');
  if (header !== undefined && !idempotencyKeyPattern.test(header)) {
    return {
      kind: 'refused',
      response: c.json(
        apiError('The Idempotency-Key header must be 16 to 128 letters, digits, or - _ . : characters.'),
        400,
      ),
    };
  }
  const body = await parseFormBody(c, schema);
  if (body.ok === 'honeypot') return { kind: 'honeypot' };
  if (!body.ok) return { kind: 'refused', response: body.response };

  const idempotencyKey = header ?? crypto.randomUUID();
  const client = await clientOf(c);
  const db = database(c.env.DB);
  const admission = await admit(db, submissionLimit(endpoint), client, idempotencyKey);
  if (!admission.admitted) {
    return {
      kind: 'refused',
      response: tooManyRequests(
        c,
        admission.retryAfterSeconds,
        `Too many requests from your connection. Please try again ${waitText(admission.retryAfterSeconds)}.`,
      ),
    };
  }
  return { kind: 'admitted', data: body.data, idempotencyKey, client, db };
}

/** The answer when a key comes back with a request it was not first used for. */
export const keyConflict = (c: Context) =>
  c.json(
    apiError('This Idempotency-Key was already used for a different request. Use a new key for a new submission.'),
    422,
  );

/** A replay answers what the first request got; the header tells programs nothing new was created. */
export function markReplay(c: Context): void {
  c.header('Idempotent-Replayed', 'true');
}
