import { isHoneypotFilled } from '@site/domain/honeypot';
import { fieldErrorsOf } from '@site/domain/validation';
import type { Context } from 'hono';
import type { z } from 'zod';
import { apiError } from './errors';

/** Largest request body any public form needs, with room to spare (the longest fields are 5,000 chars). */
export const maxBodyBytes = 64 * 1024;

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and parses it with the form's own zod schema. Every way a client can get this wrong
 * ends in a 4xx with a JSON message, never in a 500 and never in a write.
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<BodyResult<z.output<S>>> {
  const json = await readJson(c);
  return json.ok ? validate(c, schema, json.data) : json;
}

/** What a public form's body turned out to be: refused (4xx), a bot caught by the honeypot, or valid. */
export type FormBodyResult<T> = BodyResult<T> | { ok: 'honeypot' };

/**
 * Like `parseJsonBody`, but a filled honeypot is recognised before validation, so a bot never sees field
 * errors it could learn from.
 */
export async function parseFormBody<S extends z.ZodType>(c: Context, schema: S): Promise<FormBodyResult<z.output<S>>> {
  const json = await readJson(c);
  if (!json.ok) return json;
  if (isHoneypotFilled(json.data)) return { ok: 'honeypot' };
  return validate(c, schema, json.data);
}

async function readJson(c: Context): Promise<BodyResult<unknown>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return { ok: false, response: c.json(apiError('Send the request body as application/json.'), 415) };
  }
  const declaredLength = Number(c.req.header('content-length') ?? '0');
  if (declaredLength > maxBodyBytes) return { ok: false, response: tooLarge(c) };

  const bytes = await readLimited(c.req.raw, maxBodyBytes);
  if (bytes === null) return { ok: false, response: tooLarge(c) };

  try {
    return { ok: true, data: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ok: false, response: c.json(apiError('The request body is not valid JSON.'), 400) };
  }
}

function validate<S extends z.ZodType>(c: Context, schema: S, json: unknown): BodyResult<z.output<S>> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      response: c.json(apiError('Please correct the highlighted fields.', fieldErrorsOf(parsed.error)), 400),
    };
  }
  return { ok: true, data: parsed.data };
}

const tooLarge = (c: Context) => c.json(apiError(`The request body is larger than ${maxBodyBytes / 1024} KB.`), 413);

/** Reads at most `limit` bytes, so a body sent without (or with a false) Content-Length cannot exhaust memory. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
