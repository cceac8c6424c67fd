import { failure } from '@site/domain/forms/validation';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { withTrait } from './traits';

/** Long enough that two browsers never pick the same key by accident; a UUID fits. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{16,128}$/;

/**
 * The request's `Idempotency-Key` (docs/decisions/008) as `c.var.idempotencyKey`: 400 for a malformed one,
 * a fresh key when the client sent none (then every request is a new one).
 */
export const idempotency = withTrait(
  createMiddleware<{ Variables: { idempotencyKey: string } }>(async (c, next) => {
    const header = c.req.header('idempotency-key');
    if (header !== undefined && !idempotencyKeyPattern.test(header)) {
      return c.json(
        failure('The Idempotency-Key header must be 16 to 128 letters, digits, or - _ . : characters.'),
        400,
      );
    }
    c.set('idempotencyKey', header ?? crypto.randomUUID());
    await next();
  }),
  { kind: 'idempotency' },
);

/** The answer when a key comes back with a request it was not first used for. */
export const keyConflict = (c: Context) =>
  c.json(
    failure('This Idempotency-Key was already used for a different request. Use a new key for a new submission.'),
    422,
  );

/** A replay answers what the first request got; the header tells programs nothing new was created. */
export function markReplay(c: Context): void {
  c.header('Idempotent-Replayed', 'true');
}
