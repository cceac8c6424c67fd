import { createMiddleware } from 'hono/factory';
import { logRefusal } from '../services/staff/staff-sessions';
import { maxBodyBytes } from './body';
import { apiError } from './errors';

/** What the staff guard answers when it refuses a request before any handler runs. */
export const staffGuardAnswers = {
  signInRequired: 'Sign in to continue.',
  crossSite: 'This request did not come from the admin pages.',
  contentType: 'Send the request body as application/json.',
  tooLarge: `The request body is larger than ${maxBodyBytes / 1024} KB.`,
} as const;

export interface StaffRefusal {
  status: 403 | 413 | 415;
  message: string;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that a browser sent from another site (or another origin of ours): refused whatever cookie it
 * carries. SameSite=Strict already keeps the session cookie off such requests in current browsers; this is
 * the second lock (docs/decisions/018). Clients that send neither header (scripts, tests) are not browsers
 * on another site, so they pass to the session check.
 */
function isCrossSiteWrite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** The body's size: the declared length, or for a body sent without one, what it holds up to one byte past the limit. */
async function bodyBytes(request: Request): Promise<number> {
  const declared = request.headers.get('content-length');
  if (declared !== null) return Number(declared);
  const reader = request.clone().body?.getReader();
  if (!reader) return 0;
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done && size <= maxBodyBytes; chunk = await reader.read()) {
    size += chunk.value.byteLength;
  }
  await reader.cancel();
  return size;
}

/**
 * The checks every staff request passes before a session is even looked at (docs/architecture.md): a write
 * comes from our own pages, as JSON, within the body limit. Reads pass; a refusal is logged.
 */
export async function staffRequestRefusal(request: Request): Promise<StaffRefusal | undefined> {
  if (safeMethods.has(request.method)) return undefined;
  const refusal = await writeRefusal(request);
  if (refusal) logRefusal(request, refusal.message);
  return refusal;
}

async function writeRefusal(request: Request): Promise<StaffRefusal | undefined> {
  if (isCrossSiteWrite(request)) return { status: 403, message: staffGuardAnswers.crossSite };
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
    return { status: 415, message: staffGuardAnswers.contentType };
  }
  if ((await bodyBytes(request)) > maxBodyBytes) return { status: 413, message: staffGuardAnswers.tooLarge };
  return undefined;
}

/** Nothing a staff request answers is kept by a browser or a shared cache. */
export const staffCacheControl = 'private, no-store';

/** The same guard on the staff sign-in endpoints of `/api/admin`, which the sign-in page calls. */
export const staffApiGuard = createMiddleware(async (c, next) => {
  const refusal = await staffRequestRefusal(c.req.raw);
  if (refusal) {
    c.header('Cache-Control', staffCacheControl);
    return c.json(apiError(refusal.message), refusal.status);
  }
  await next();
  c.header('Cache-Control', staffCacheControl);
});
