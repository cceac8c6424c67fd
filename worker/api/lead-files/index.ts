import { leadFileFields, leadFileName, type LeadFileField } from '@site/domain/lead-forms/lead-files';
import { leadFileIdPattern } from '@site/domain/lead-forms/lead-files-schema';
import { zValidator } from '@hono/zod-validator';
import { failure, fieldErrorsOf } from '@site/domain/forms/validation';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { database } from '../../db/client';
import { botCheckKeepingLeads } from '../../http/bot-check';
import { idempotencyKeyPattern, markReplay } from '../../http/idempotency';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { withTrait } from '../../http/traits';
import { storeLeadFile, UploadRefusal } from '../../services/lead-files/lead-files';
import { uploadLimit } from '../../services/protection/rate-limit';
import type { ApiEnv } from '../types';

// A key list of a literal object, hence the one widening to its keys.
const fieldNames = Object.keys(leadFileFields) as [LeadFileField, ...LeadFileField[]];

const uploadQuery = z.object({
  field: z.enum(fieldNames, { error: 'Name the form field the file belongs to.' }),
  // The file's own name as the visitor's device gave it, for staff; never a path in the bucket.
  name: z
    .string()
    .transform(leadFileName)
    .pipe(z.string().min(1, 'The file needs a name.').max(200, 'The file name is longer than 200 characters.')),
});

/**
 * The request the file belongs to: its `Idempotency-Key` (the lead form's key, docs/decisions/008) is
 * required here, and a file's rate-limit token is the key with the file's id, so a retried upload is not
 * counted twice.
 */
const requestKeyOf = withTrait(
  createMiddleware<{ Variables: { requestKey: string; idempotencyKey: string } }>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    const clientId = c.req.param('clientId') ?? '';
    if (!key || !idempotencyKeyPattern.test(key)) {
      return c.json(failure('Send the request\u2019s Idempotency-Key (16 to 128 letters, digits, or - _ . :).'), 400);
    }
    if (!leadFileIdPattern.test(clientId))
      return c.json(failure('The file id must be 8 to 64 letters, digits or -.'), 400);
    c.set('requestKey', key);
    c.set('idempotencyKey', `${key}/${clientId}`);
    await next();
  }),
  { kind: 'idempotency' },
);

/**
 * PUT /api/lead-files/:clientId streams one file of a lead request into the private bucket (docs/decisions/077):
 * 201 `{ id, name, kind, size }`, or 200 with the same body and `Idempotent-Replayed: true` for a file this
 * request already sent. Refused: 415 for a file whose bytes are no accepted kind, 413 past its size limit or
 * the request's 100 MB, 422 past ten files; nothing of a refused file is stored. Bot-checked and rate limited
 * like the forms.
 */
export const leadFilesApi = new Hono<ApiEnv>().put(
  '/:clientId',
  requestKeyOf,
  zValidator('query', uploadQuery, (result, c) => {
    if (!result.success) return c.json(failure('The upload is missing its details.', fieldErrorsOf(result.error)), 400);
  }),
  // A file waits for its lead; the lead, not the file, carries whether Turnstile could be reached.
  botCheckKeepingLeads,
  rateLimit(uploadLimit, tooManySubmissions),
  async (c) => {
    const body = c.req.raw.body;
    if (!body) return c.json(failure('Send the file as the request body.'), 400);
    const { field, name } = c.req.valid('query');
    const declared = Number(c.req.header('content-length'));
    try {
      const result = await storeLeadFile(database(c.env.DB), c.env.FILES, {
        requestKey: c.var.requestKey,
        clientId: c.req.param('clientId'),
        field,
        name,
        declaredBytes: Number.isSafeInteger(declared) ? declared : undefined,
        body,
      });
      if (result.outcome === 'replayed') markReplay(c);
      return c.json(result.file, result.outcome === 'created' ? 201 : 200);
    } catch (error) {
      if (error instanceof UploadRefusal) return c.json(failure(error.message), error.status);
      throw error;
    }
  },
);
