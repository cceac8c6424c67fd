import { failure } from '@site/domain/forms/validation';
import { createMiddleware } from 'hono/factory';
import { logRefusal } from '../services/staff/staff-sessions';
import { maxBodyBytes } from './body';
import { writeRefusal, type WriteRefusal } from './write-refusal';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The checks every staff request passes before a session is even looked at (docs/architecture.md): a write
 * comes from our own pages (docs/decisions/018), in JSON, within the body limit, by the API's own write check
 * (write-refusal.ts). Reads pass; a refusal is logged.
 */
export async function staffRequestRefusal(request: Request): Promise<WriteRefusal | undefined> {
  if (safeMethods.has(request.method)) return undefined;
  const refusal = await writeRefusal(request, { sameOrigin: true, json: true, maxBytes: maxBodyBytes });
  if (refusal) logRefusal(request, refusal.message);
  return refusal;
}

/** Nothing a staff request answers is kept by a browser or a shared cache. */
export const staffCacheControl = 'private, no-store';

/** The same guard on the staff sign-in endpoints of `/api/admin`, which the sign-in page calls. */
export const staffApiGuard = createMiddleware(async (c, next) => {
  const refusal = await staffRequestRefusal(c.req.raw);
  if (refusal) {
    c.header('Cache-Control', staffCacheControl);
    return c.json(failure(refusal.message), refusal.status);
  }
  await next();
  c.header('Cache-Control', staffCacheControl);
});
