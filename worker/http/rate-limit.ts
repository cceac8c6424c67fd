import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { database } from '../db/client';
import { clientTag } from '../services/protection/client-address';
import { admit, type RateLimit } from '../services/protection/rate-limit';
import { tooManyRequests, waitText } from './errors';
import { withTrait } from './traits';

/**
 * Who is asking, for rate limits and logs: Cloudflare's client address grouped (an IPv6 /64) and keyed
 * with the server's secret, so no address is ever stored or logged (worker/services/protection/client-address.ts).
 */
export const clientOf = <E extends { Bindings: Env }>(c: Context<E>) =>
  clientTag(c.env.KEYED_HASH_SECRET, c.req.header('cf-connecting-ip'));

/** The 429 sentence of a public form's endpoint. */
export const tooManySubmissions = (wait: string) => `Too many requests from your connection. Please try again ${wait}.`;

/**
 * Counts the request against `limit` for its client (docs/decisions/008) and answers 429 with
 * `Retry-After` and `message(wait)` past it; the client's tag is `c.var.client` for the handler. Behind
 * `idempotencyKey`, a retry of an admitted key is not counted again.
 */
export const rateLimit = (limit: RateLimit, message: (wait: string) => string) =>
  withTrait(
    createMiddleware<{ Bindings: Env; Variables: { client: string; idempotencyKey?: string } }>(async (c, next) => {
      const client = await clientOf(c);
      const token = c.get('idempotencyKey') ?? crypto.randomUUID();
      const admission = await admit(database(c.env.DB), limit, client, token);
      if (!admission.admitted) {
        return tooManyRequests(c, admission.retryAfterSeconds, message(waitText(admission.retryAfterSeconds)));
      }
      c.set('client', client);
      await next();
    }),
    { kind: 'rate-limit', limit },
  );
