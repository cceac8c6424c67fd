import { failure } from '@site/domain/forms/validation';
import { normaliseAccessCode, type ConfidentialImage, type NdaAccessGranted } from '@site/domain/partners/nda';
import { ndaAccessSchema } from '@site/domain/partners/nda-schema';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { database } from '../../db/client';
import { jsonOnly, limitBody, validJson } from '../../http/body';
import { botCheck } from '../../http/bot-check';
import { tooManyRequests, waitText } from '../../http/errors';
import { honeypot } from '../../http/honeypot';
import { idempotency, keyConflict, markReplay } from '../../http/idempotency';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { keyedHash } from '../../services/protection/keyed-hash';
import { recordLead } from '../../services/lead-forms/leads';
import { findAccessCode, isActiveAccessCode } from '../../services/nda-access/nda-codes';
import { decoyGrant, grantSigner } from '../../services/nda-access/nda-grants';
import {
  confidentialImageKey,
  confidentialImages,
  imageSize,
  isConfidentialImageId,
} from '../../services/nda-access/nda-images';
import { admit, forget, ndaFailureLimit, submissionLimit } from '../../services/protection/rate-limit';
import { securityLog } from '../../services/protection/security-log';
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
  return c.json(failure(message), 401);
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
    botCheck,
    validJson(ndaAccessSchema),
    rateLimit(submissionLimit('nda-access'), tooManySubmissions),
    async (c) => {
      const db = database(c.env.DB);
      const { client, grants, idempotencyKey } = c.var;
      const data = c.req.valid('json');

      // The attempt counts as a failure up front, so concurrent guesses cannot slip past the limit; a right
      // code takes it back. One attempt per key and code: a retried submit is the same guess, not another.
      // There is no site-wide budget: it would refuse right codes too, so anyone could close the portal.
      // Every guess instead needs its own bot-check token (docs/decisions/070).
      const attemptHash = await keyedHash(c.env.KEYED_HASH_SECRET, 'nda-access-code');
      const attempt = await attemptHash(`${idempotencyKey}\n${normaliseAccessCode(data.accessCode)}`);
      const admission = await admit(db, ndaFailureLimit, client, attempt);
      if (!admission.admitted) {
        securityLog('nda.locked', { scope: 'client', client: client.slice(0, 12) });
        return tooManyRequests(
          c,
          admission.retryAfterSeconds,
          ndaAnswers.lockedOut(waitText(admission.retryAfterSeconds)),
        );
      }
      const code = await findAccessCode(db, c.env.KEYED_HASH_SECRET, data.accessCode);
      if (!code) return c.json(failure(ndaAnswers.wrongCode), 403);
      await forget(db, ndaFailureLimit, client, attempt);

      const { accessCode: _secret, ...visitor } = data;
      const lead = await recordLead(db, {
        submission: { source: 'nda', data: { ...visitor, accessCodeId: code.id } },
        idempotencyKey,
        outbox: c.env,
      });
      if (lead.outcome === 'conflict') return keyConflict(c);
      if (lead.outcome === 'replayed') markReplay(c);
      const body: NdaAccessGranted = { id: lead.id, ...(await grants.issue(lead.id, code.id)), images };
      return c.json(body, lead.outcome === 'created' ? 201 : 200);
    },
  )
  .get('/images/:id', async (c) => {
    const grants = await grantSigner(c.env.NDA_GRANT_SECRET);
    const [scheme, token] = (c.req.header('authorization') ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return unauthorized(c, ndaAnswers.noGrant);
    const check = await grants.verify(token);
    // A revoked code's grants stop at once, not when they expire.
    if (check.valid && !(await isActiveAccessCode(database(c.env.DB), check.codeId))) {
      return unauthorized(c, ndaAnswers.invalidGrant, 'invalid_token');
    }
    if (!check.valid) {
      return unauthorized(
        c,
        check.reason === 'expired' ? ndaAnswers.expired : ndaAnswers.invalidGrant,
        'invalid_token',
      );
    }
    const id = c.req.param('id');
    const sheet = isConfidentialImageId(id) ? await c.env.FILES.get(confidentialImageKey(id)) : null;
    if (!sheet) return c.json(failure(`No confidential image "${id}".`), 404);
    return c.body(sheet.body, 200, {
      'Content-Type': sheet.httpMetadata?.contentType ?? 'application/octet-stream',
      // Never kept by a shared cache or on disk: the next viewer needs their own grant.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
