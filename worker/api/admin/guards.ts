import { createMiddleware } from 'hono/factory';
import { database } from '../../db/client';
import { checkSession, logRefusal } from '../../services/staff-sessions';
import { apiError } from '../../http/errors';
import type { AdminEnv } from './types';

export const adminAnswers = {
  signInRequired: 'Sign in to continue.',
  crossSite: 'This request did not come from the admin pages.',
} as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that a browser sent from another site (or another origin of ours): refused whatever cookie it
 * carries. SameSite=Strict already keeps the session cookie off such requests in current browsers; this is
 * the second lock (docs/decisions/018). Clients that send neither header (scripts, tests) are not browsers
 * on another site, so they pass to the session check.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** 403 for a cross-site write, before it can do anything. */
export const sameOriginWrites = createMiddleware<AdminEnv>(async (c, next) => {
  if (isCrossSiteWrite(c.req.raw)) {
    logRefusal(c.req.raw, 'cross-site write');
    return c.json(apiError(adminAnswers.crossSite), 403);
  }
  await next();
});

/** 401 without a valid staff session; otherwise the staff member and the database for the handler. */
export const requireStaff = createMiddleware<AdminEnv>(async (c, next) => {
  const db = database(c.env.DB);
  const session = await checkSession(db, c.req.raw);
  if (!session.ok) {
    logRefusal(c.req.raw, `session ${session.reason}`);
    return c.json(apiError(adminAnswers.signInRequired), 401);
  }
  c.set('staff', session.staff);
  c.set('sessionId', session.sessionId);
  c.set('db', db);
  await next();
});

/** Nothing an admin endpoint answers is kept by a browser or a shared cache. */
export const noStore = createMiddleware<AdminEnv>(async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});
