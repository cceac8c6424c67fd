import { adminMessages, adminSignInSchema } from '@site/domain/admin';
import { Hono } from 'hono';
import { database } from '../../db/client';
import { apiError, tooManyRequests } from '../../http/errors';
import { parseJsonBody } from '../../http/json-body';
import { clientOf } from '../../http/submission';
import { securityLog } from '../../services/security-log';
import { signIn } from '../../services/staff-auth';
import { endSession, staffFromRequest } from '../../services/staff-sessions';
import { adminAnswers } from './guards';
import type { AdminEnv } from './types';

/**
 * POST signs in (a new session and cookie each time), GET says who is signed in, DELETE signs out: the
 * session ends on the server and the cookie is cleared.
 */
export const sessionApi = new Hono<AdminEnv>()
  .post('/', async (c) => {
    const body = await parseJsonBody(c, adminSignInSchema);
    if (!body.ok) return body.response;
    const result = await signIn(database(c.env.DB), body.data, await clientOf(c));
    if (result.outcome === 'locked') return tooManyRequests(c, result.retryAfterSeconds, adminMessages.lockedOut);
    if (result.outcome === 'refused') return c.json(apiError(adminMessages.signInFailed), 401);
    c.header('Set-Cookie', result.cookie);
    return c.json(result.staff, 200);
  })
  .get('/', async (c) => {
    const staff = await staffFromRequest(c.env, c.req.raw);
    return staff ? c.json(staff, 200) : c.json(apiError(adminAnswers.signInRequired), 401);
  })
  .delete('/', async (c) => {
    c.header('Set-Cookie', await endSession(database(c.env.DB), c.req.raw));
    securityLog('admin.sign-out');
    return c.body(null, 204);
  });
