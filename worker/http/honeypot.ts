import { isHoneypotFilled } from '@site/domain/forms/honeypot';
import type { Context, Env } from 'hono';
import { createMiddleware } from 'hono/factory';
import { withTrait } from './traits';

/**
 * A filled honeypot (domain/forms/honeypot.ts) is answered with the route's decoy, shaped like its real answer,
 * before validation: a bot never sees field errors it could learn from, and nothing is stored. Runs after
 * `jsonOnly`, which has parsed the body.
 */
export const honeypot = <E extends Env>(decoy: (c: Context<E>) => Response) =>
  withTrait(
    createMiddleware<E>(async (c, next) => {
      if (isHoneypotFilled(await c.req.json())) return decoy(c);
      await next();
    }),
    { kind: 'honeypot' },
  );
