import { failure } from '@site/domain/forms/validation';
import { signInMessages, adminSignInSchema, secondFactorSchema } from '@site/domain/staff/sign-in';
import { passkeyMessages, passkeySignInSchema } from '@site/domain/staff/passkeys';
import { teamMessages } from '@site/domain/staff/team';
import { Hono, type Context } from 'hono';
import { database } from '../../../db/client';
import { jsonOnly, validJson } from '../../../http/body';
import { botCheck } from '../../../http/bot-check';
import { tooManyRequests } from '../../../http/errors';
import { clientOf } from '../../../http/rate-limit';
import { keyedHash } from '../../../services/protection/keyed-hash';
import { completeSecondFactor, signIn } from '../../../services/staff/staff-auth';
import { deviceCookieName } from '../../../services/staff/staff-devices';
import { workerStaffPasswords } from '../../../services/staff/argon2id';
import { staffKeys } from '../../../services/staff/staff-keys';
import { relyingPartyOf, signInOptions, signInWithPasskey } from '../../../services/staff/staff-passkeys';
import { cookieValue } from '../../../services/staff/staff-sessions';
import { queueSignInAlert } from '../../../services/staff/staff-sign-in-alert';

type StaffSignInEnv = { Bindings: Env };

const setCookies = (c: Context<StaffSignInEnv>, cookies: string[]) => {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
};

/**
 * POST signs in with e-mail and password and answers the second step (a TOTP code, or enrolling an
 * authenticator) with a short-lived challenge cookie; POST /second-factor takes the code and starts the
 * session (docs/decisions/022). The password step passes the bot check first (docs/decisions/070). The staff
 * guard in front of them checks origin, JSON and body size; signing out is the dashboard's action.
 * POST /passkey/options hands out a single-use challenge (after the bot check, as the password step) and
 * POST /passkey signs in with the passkey that answers it, no password or code (docs/decisions/091).
 */
export const sessionApi = new Hono<StaffSignInEnv>()
  .post('/', jsonOnly, botCheck, validJson(adminSignInSchema), async (c) => {
    const db = database(c.env.DB);
    const result = await signIn(db, await staffKeys(c.env.STAFF_AUTH_SECRET), c.req.valid('json'), {
      passwords: await workerStaffPasswords(c.env.STAFF_PASSWORD_PEPPER),
      client: await clientOf(c),
      deviceCookie: cookieValue(c.req.raw, deviceCookieName),
      accountTag: await keyedHash(c.env.KEYED_HASH_SECRET, 'staff-account'),
      alertOwner: (account) => queueSignInAlert(db, c.env.NOTIFICATIONS, account),
    });
    if (result.outcome === 'locked') return tooManyRequests(c, result.retryAfterSeconds, signInMessages.lockedOut);
    if (result.outcome === 'refused') return c.json(failure(signInMessages.signInFailed), 401);
    if (result.outcome === 'passkey-required') return c.json(failure(teamMessages.ownerPasskeyRequired), 403);
    setCookies(c, [result.cookie]);
    return c.json(result.step, 200);
  })
  .post('/second-factor', jsonOnly, validJson(secondFactorSchema), async (c) => {
    const result = await completeSecondFactor(
      database(c.env.DB),
      await staffKeys(c.env.STAFF_AUTH_SECRET),
      c.req.raw,
      c.req.valid('json').code,
      await clientOf(c),
    );
    if (result.outcome === 'locked') return tooManyRequests(c, result.retryAfterSeconds, signInMessages.lockedOut);
    if (result.outcome === 'expired') return c.json(failure(signInMessages.signInExpired), 401);
    if (result.outcome === 'wrong-code') return c.json(failure(signInMessages.codeWrong), 401);
    setCookies(c, result.cookies);
    return c.json(
      { staff: result.staff, ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}) },
      200,
    );
  })
  .post('/passkey/options', jsonOnly, botCheck, async (c) =>
    c.json(await signInOptions(database(c.env.DB), relyingPartyOf(c.env)), 200),
  )
  .post('/passkey', jsonOnly, validJson(passkeySignInSchema), async (c) => {
    const result = await signInWithPasskey(
      database(c.env.DB),
      await staffKeys(c.env.STAFF_AUTH_SECRET),
      relyingPartyOf(c.env),
      c.req.valid('json').response,
      { client: await clientOf(c), userAgent: c.req.header('user-agent') ?? null },
    );
    if (result.outcome === 'locked') return tooManyRequests(c, result.retryAfterSeconds, signInMessages.lockedOut);
    if (result.outcome === 'refused') return c.json(failure(passkeyMessages.signInFailed), 401);
    setCookies(c, result.cookies);
    return c.json({ staff: result.staff }, 200);
  });
