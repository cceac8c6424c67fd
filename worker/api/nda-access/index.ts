import { normaliseAccessCode, type ConfidentialImage, type NdaAccessGranted } from '@site/domain/nda';
import { ndaAccessSchema } from '@site/domain/nda-schema';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { database } from '../../db/client';
import { jsonOnly, limitBody, validJson } from '../../http/body';
import { apiError, tooManyRequests, waitText } from '../../http/errors';
import { honeypot } from '../../http/honeypot';
import { idempotency, keyConflict, markReplay } from '../../http/idempotency';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { keyedHash } from '../../services/keyed-hash';
import { recordLead } from '../../services/leads';
import { findAccessCode } from '../../services/nda-codes';
import { decoyGrant, grantSigner } from '../../services/nda-grants';
import {
  confidentialImages,
  imageSize,
  isConfidentialImageId,
  renderConfidentialImage,
} from '../../services/nda-images';
import {
  admit,
  forget,
  ndaFailureLimit,
  ndaSiteFailureLimit,
  siteWide,
  submissionLimit,
} from '../../services/rate-limit';
import { securityLog } from '../../services/security-log';
import type { ApiEnv } from '../types';

export const ndaAnswers = {
  wrongCode: 'Invalid access code. Please check the code you were given and try again.',
  lockedOut: (wait: string) => `Too many incorrect access codes. Please try again ${wait}.`,
  noGrant: 'Enter the access code to view the confidential images.',
  expired: 'Your access has expired. Please enter the access code again.',
  invalidGrant: 'This access is not valid. Please enter the access code again.',
} as const;

const images: ConfidentialImage[] = confidentialImages.map((image) => ({
  ...image,
  url: `/api/nda-access/images/${image.id}`,
  ...imageSize,
}));

const unauthorized = (c: Context, message: string, error?: 'invalid_token') => {
  c.header('WWW-Authenticate', error ? `Bearer realm="nda-portal", error="${error}"` : 'Bearer realm="nda-portal"');
  return c.json(apiError(message), 401);
};

/** Before anything is read or written: a missing secret must fail the request, not strand a lead without a grant. */
const grantSignerFirst = createMiddleware<{
  Bindings: Env;
  Variables: { grants: Awaited<ReturnType<typeof grantSigner>> };
}>(async (c, next) => {
  c.set('grants', await grantSigner(c.env.NDA_GRANT_SECRET));
  await next();
});

/**
 * POST /api/nda-access checks the code and records the access as a lead; GET /api/nda-access/images/:id
 * serves a confidential image to a valid, unexpired grant (`Authorization: Bearer <grant>`) and to nothing else.
 */
export const ndaApi = new Hono<ApiEnv>()
  .post(
    '/',
    grantSignerFirst,
    idempotency,
    limitBody,
    jsonOnly,
    honeypot((c) => c.json({ id: crypto.randomUUID(), ...decoyGrant(), images } satisfies NdaAccessGranted, 201)),
    validJson(ndaAccessSchema),
    rateLimit(submissionLimit('nda-access'), tooManySubmissions),
    async (c) => {
      const db = database(c.env.DB);
      const { client, grants, idempotencyKey } = c.var;
      const data = c.req.valid('json');

      // The attempt counts as a failure up front, so concurrent guesses cannot slip past the limits; a right
      // code takes it back. One attempt per key and code: a retried submit is the same guess, not another.
      // The client's own limit is checked first, so one client cannot spend the whole site's budget.
      const attemptHash = await keyedHash(c.env.KEYED_HASH_SECRET, 'nda-access-code');
      const attempt = await attemptHash(`${idempotencyKey}\n${normaliseAccessCode(data.accessCode)}`);
      for (const [limit, counted] of [
        [ndaFailureLimit, client],
        [ndaSiteFailureLimit, siteWide],
      ] as const) {
        const admission = await admit(db, limit, counted, attempt);
        if (!admission.admitted) {
          if (limit === ndaSiteFailureLimit) await forget(db, ndaFailureLimit, client, attempt);
          securityLog('nda.locked', {
            scope: limit === ndaFailureLimit ? 'client' : 'site',
            client: client.slice(0, 12),
          });
          return tooManyRequests(
            c,
            admission.retryAfterSeconds,
            ndaAnswers.lockedOut(waitText(admission.retryAfterSeconds)),
          );
        }
      }
      const code = await findAccessCode(db, c.env.KEYED_HASH_SECRET, data.accessCode);
      if (!code) return c.json(apiError(ndaAnswers.wrongCode), 403);
      await Promise.all([
        forget(db, ndaFailureLimit, client, attempt),
        forget(db, ndaSiteFailureLimit, siteWide, attempt),
      ]);

      const { accessCode: _secret, ...visitor } = data;
      const lead = await recordLead(db, {
        submission: { source: 'nda', data: { ...visitor, accessCodeId: code.id } },
        idempotencyKey,
        outbox: c.env,
      });
      if (lead.outcome === 'conflict') return keyConflict(c);
      if (lead.outcome === 'replayed') markReplay(c);
      const body: NdaAccessGranted = { id: lead.id, ...(await grants.issue(lead.id)), images };
      return c.json(body, lead.outcome === 'created' ? 201 : 200);
    },
  )
  .get('/images/:id', async (c) => {
    const grants = await grantSigner(c.env.NDA_GRANT_SECRET);
    const [scheme, token] = (c.req.header('authorization') ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return unauthorized(c, ndaAnswers.noGrant);
    const check = await grants.verify(token);
    if (!check.valid) {
      return unauthorized(
        c,
        check.reason === 'expired' ? ndaAnswers.expired : ndaAnswers.invalidGrant,
        'invalid_token',
      );
    }
    const id = c.req.param('id');
    if (!isConfidentialImageId(id)) return c.json(apiError(`No confidential image "${id}".`), 404);
    return c.body(renderConfidentialImage(id), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Never kept by a shared cache or on disk: the next viewer needs their own grant.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
