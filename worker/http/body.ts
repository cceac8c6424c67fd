import { zValidator } from '@hono/zod-validator';
import { failure, fieldErrorsOf, invalidInput } from '@site/domain/forms/validation';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { withTrait } from './traits';
import { writeRefusal, type WriteRules } from './write-refusal';

/**
 * The body middleware of every JSON write, composed per route in this order: `limitBody`, `jsonOnly`, then
 * (for public forms) `honeypot`, then `validJson(schema)`. Every way a client can get the body wrong ends in
 * a 4xx with the API's JSON error, never in a 500 and never in a write.
 */

/** Largest request body any public form needs, with room to spare (the longest fields are 5,000 chars). */
export const maxBodyBytes = 64 * 1024;

/** The API's answer to a write that breaks `rules` (write-refusal.ts, the staff guard's check too). */
const refuseWrite = (rules: WriteRules) =>
  createMiddleware(async (c, next) => {
    const refusal = await writeRefusal(c.req.raw, rules);
    if (refusal) return c.json(failure(refusal.message), refusal.status);
    await next();
  });

/**
 * 413 past `maxBytes` (`limitBody`: `maxBodyBytes`, the forms' limit): the declared Content-Length is checked
 * first, and a body sent without one (or chunked) is counted only up to the limit, so it cannot exhaust memory.
 */
export const limitBodyTo = (maxBytes: number) => withTrait(refuseWrite({ maxBytes }), { kind: 'body-limit', maxBytes });

export const limitBody = limitBodyTo(maxBodyBytes);

/**
 * 415 for anything but `application/json`, 400 for JSON that does not parse. The parsed body stays cached on
 * the request, so the honeypot and the validator read it without parsing again.
 */
export const jsonOnly = withTrait(
  createMiddleware(async (c, next) => {
    const refusal = await writeRefusal(c.req.raw, { json: true });
    if (refusal) return c.json(failure(refusal.message), refusal.status);
    try {
      await c.req.json();
    } catch {
      return c.json(failure('The request body is not valid JSON.'), 400);
    }
    await next();
  }),
  { kind: 'json-only' },
);

/**
 * The route's zod schema (the same one the browser form uses) on the JSON body: 400
 * `{ message, fieldErrors }` with the schema's own messages, or the parsed data as `c.req.valid('json')`.
 * Its input type is what the typed browser client (app/lib/api-client.ts) must send.
 */
export const validJson = <S extends z.ZodType>(schema: S) =>
  withTrait(
    zValidator('json', schema, (result, c) => {
      if (!result.success) {
        return c.json(invalidInput(fieldErrorsOf(result.error)), 400);
      }
    }),
    { kind: 'body', schema },
  );

/**
 * `validJson` for a schema that loads on first use: the lead forms' schemas come from the registry
 * (domain/leads/leads.ts) as loaders, so the browser fetches each only when its form needs it.
 */
export const validJsonOf = (load: () => Promise<z.ZodType>) => {
  let validator: MiddlewareHandler | undefined;
  const middleware: MiddlewareHandler<object, string, { in: { json: unknown }; out: { json: unknown } }> = async (
    c,
    next,
  ) => {
    validator ??= validJson(await load());
    return validator(c, next);
  };
  return withTrait(middleware, { kind: 'body', schema: load });
};
