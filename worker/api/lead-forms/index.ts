import { invalidInput } from '@site/domain/forms/validation';
import { leadFileMessages } from '@site/domain/lead-forms/lead-files';
import { leadForms } from '@site/domain/leads/leads';
import type { LeadSubmission } from '@site/domain/leads/normalise';
import { Hono } from 'hono';
import { database } from '../../db/client';
import { jsonOnly, limitBody, validJsonOf } from '../../http/body';
import { botCheckKeepingLeads } from '../../http/bot-check';
import { honeypot } from '../../http/honeypot';
import { idempotency, keyConflict, markReplay } from '../../http/idempotency';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { fileReferencesOf, missingFileFields } from '../../services/lead-files/lead-files';
import { recordLead } from '../../services/lead-forms/leads';
import { submissionLimit } from '../../services/protection/rate-limit';
import type { ApiEnv } from '../types';

type LeadFormEntry = (typeof leadForms)[number];

/**
 * POST / for one public form: the shared protections, then one lead with its audit event. Answers 201
 * `{ id }`, or 200 with the same body and `Idempotent-Replayed: true` when the key was already used for
 * this request; a bot caught by the honeypot also gets a 201 with an id that belongs to nothing. A request
 * whose bot-check token Turnstile refuses is a 403 before validation (docs/decisions/070); one that arrives
 * while Turnstile cannot be reached is kept as an unverified lead (docs/decisions/089).
 */
function leadFormApi(form: LeadFormEntry) {
  return new Hono<ApiEnv>().post(
    '/',
    idempotency,
    limitBody,
    jsonOnly,
    honeypot((c) => c.json({ id: crypto.randomUUID() }, 201)),
    botCheckKeepingLeads,
    validJsonOf(form.schema),
    rateLimit(submissionLimit(form.path), tooManySubmissions),
    async (c) => {
      // The body passed this form's own schema; a loop over the registry cannot pair each source with its
      // schema's output type, hence the one widening to the submission union.
      const submission = { source: form.source, data: c.req.valid('json') } as LeadSubmission;
      const db = database(c.env.DB);
      // Every file the request names must have arrived under its key before the lead is stored with them.
      const missing = await missingFileFields(db, c.var.idempotencyKey, fileReferencesOf(submission.data));
      if (missing.length > 0) {
        const fieldErrors = Object.fromEntries(missing.map((field) => [field, leadFileMessages.notReceived]));
        return c.json(invalidInput(fieldErrors), 400);
      }
      const lead = await recordLead(db, {
        submission,
        idempotencyKey: c.var.idempotencyKey,
        outbox: c.env,
        unverified: c.var.unverified,
      });
      if (lead.outcome === 'conflict') return keyConflict(c);
      if (lead.outcome === 'replayed') markReplay(c);
      return c.json({ id: lead.id }, lead.outcome === 'created' ? 201 : 200);
    },
  );
}

/**
 * The public lead forms of the registry (domain/leads/leads.ts), each at `/api/<path>` with its own rate-limit bucket.
 */
export const leadFormsApi = leadForms.reduce(
  (api, form) => api.route(`/${form.path}`, leadFormApi(form)),
  new Hono<ApiEnv>(),
);
