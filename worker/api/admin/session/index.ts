import { accountThrottledMessage, adminMessages, adminSignInSchema, secondFactorSchema } from '@site/domain/admin';
import { Hono, type Context } from 'hono';
import { database } from '../../../db/client';
import { jsonOnly, validJson } from '../../../http/body';
import { apiError, tooManyRequests } from '../../../http/errors';
import { clientOf } from '../../../http/rate-limit';
import { completeSecondFactor, signIn } from '../../../services/staff-auth';
import { deviceCookieName } from '../../../services/staff-devices';
import { staffKeys } from '../../../services/staff-keys';
import { cookieValue } from '../../../services/staff-sessions';

type StaffSignInEnv = { Bindings: Env };

const setCookies = (c: Context<StaffSignInEnv>, cookies: string[]) => {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
};

/**
 * POST signs in with e-mail and password and answers the second step (a TOTP code, or enrolling an
 * authenticator) with a short-lived challenge cookie; POST /second-factor takes the code and starts the
 * session (docs/decisions/022). The staff guard in front of them checks origin, JSON and body size; signing
 * out is the dashboard's action.
 */
export const sessionApi = new Hono<StaffSignInEnv>()
  .post('/', jsonOnly, validJson(adminSignInSchema), async (c) => {
    const result = await signIn(database(c.env.DB), await staffKeys(c.env.STAFF_AUTH_SECRET), c.req.valid('json'), {
      client: await clientOf(c),
      deviceCookie: cookieValue(c.req.raw, deviceCookieName),
    });
    if (result.outcome === 'locked') return tooManyRequests(c, result.retryAfterSeconds, adminMessages.lockedOut);
    if (result.outcome === 'throttled') {
      return tooManyRequests(c, result.retryAfterSeconds, accountThrottledMessage(result.retryAfterSeconds));
    }
    if (result.outcome === 'refused') return c.json(apiError(adminMessages.signInFailed), 401);
    setCookies(c, [result.cookie]);
    return c.json(result.step, 200);
  })
  .post('/second-factor', jsonOnly, validJson(secondFactorSchema), async (c) => {
    const result = await completeSecondFactor(
      database(c.env.DB),
      await staffKeys(c.env.STAFF_AUTH_SECRET),
      c.req.raw,
      c.req.valid('json').code,
    );
    if (result.outcome === 'locked') return tooManyRequests(c, result.retryAfterSeconds, adminMessages.lockedOut);
    if (result.outcome === 'expired') return c.json(apiError(adminMessages.signInExpired), 401);
    if (result.outcome === 'wrong-code') return c.json(apiError(adminMessages.codeWrong), 401);
    setCookies(c, result.cookies);
    return c.json(
      { staff: result.staff, ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}) },
      200,
    );
  });
