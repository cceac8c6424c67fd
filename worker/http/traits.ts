import type { z } from 'zod';
import type { RateLimit } from '../services/protection/rate-limit';

/**
 * What a protection middleware tells the API reference about the routes it guards. `scripts/api-docs.ts`
 * reads the traits off the real route table, so docs/api.md lists exactly the protections and bodies the
 * Worker applies (docs/decisions/027).
 */
export type RouteTrait =
  | { kind: 'idempotency' }
  | { kind: 'body-limit'; maxBytes: number }
  | { kind: 'json-only' }
  | { kind: 'honeypot' }
  | { kind: 'bot-check'; whenUnreachable: 'refuse' | 'keep-unverified' }
  | { kind: 'body'; schema: z.ZodType | (() => Promise<z.ZodType>) }
  | { kind: 'rate-limit'; limit: RateLimit };

const traits = new WeakMap<object, RouteTrait>();

/** Marks a middleware with its trait and hands it back unchanged. */
export function withTrait<M extends object>(middleware: M, trait: RouteTrait): M {
  traits.set(middleware, trait);
  return middleware;
}

export const traitOf = (handler: object): RouteTrait | undefined => traits.get(handler);
