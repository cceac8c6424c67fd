import { bidSchema } from '@site/domain/bid-schema';
import { calculatorLeadSchema } from '@site/domain/calculator-schema';
import { contactSchema } from '@site/domain/contact-schema';
import { emergencySchema } from '@site/domain/emergency-schema';
import { intakeSchema } from '@site/domain/intake-schema';
import type { LeadSubmission } from '@site/domain/normalise';
import { partnerSchema } from '@site/domain/partner-schema';
import { Hono } from 'hono';
import type { z } from 'zod';
import { database } from '../../db/client';
import { jsonOnly, limitBody, validJson } from '../../http/body';
import { botCheck } from '../../http/bot-check';
import { honeypot } from '../../http/honeypot';
import { idempotency, keyConflict, markReplay } from '../../http/idempotency';
import { rateLimit, tooManySubmissions } from '../../http/rate-limit';
import { recordLead } from '../../services/leads';
import { submissionLimit } from '../../services/rate-limit';
import type { ApiEnv } from '../types';

export interface LeadForm<S extends z.ZodType> {
  /** Names the endpoint's own rate-limit bucket. */
  endpoint: string;
  schema: S;
  /** Tags the validated data with its lead source. */
  submission: (data: z.output<S>) => LeadSubmission;
}

/**
 * POST / for one public form: the shared protections, then one lead with its audit event. Answers 201
 * `{ id }`, or 200 with the same body and `Idempotent-Replayed: true` when the key was already used for
 * this request; a bot caught by the honeypot also gets a 201 with an id that belongs to nothing. A request
 * without a confirmed bot-check token is a 403 before validation (docs/decisions/070).
 */
export function leadFormApi<S extends z.ZodType>(form: LeadForm<S>) {
  return new Hono<ApiEnv>().post(
    '/',
    idempotency,
    limitBody,
    jsonOnly,
    honeypot((c) => c.json({ id: crypto.randomUUID() }, 201)),
    botCheck,
    validJson(form.schema),
    rateLimit(submissionLimit(form.endpoint), tooManySubmissions),
    async (c) => {
      const lead = await recordLead(database(c.env.DB), {
        submission: form.submission(c.req.valid('json') as z.output<S>),
        idempotencyKey: c.var.idempotencyKey,
        outbox: c.env,
      });
      if (lead.outcome === 'conflict') return keyConflict(c);
      if (lead.outcome === 'replayed') markReplay(c);
      return c.json({ id: lead.id }, lead.outcome === 'created' ? 201 : 200);
    },
  );
}

/** The six public lead forms (docs/product.md §7.1), each at its own path with its own rate-limit bucket. */
export const leadFormsApi = new Hono<ApiEnv>()
  .route(
    '/intake',
    leadFormApi({ endpoint: 'intake', schema: intakeSchema, submission: (data) => ({ source: 'intake', data }) }),
  )
  .route(
    '/contact',
    leadFormApi({ endpoint: 'contact', schema: contactSchema, submission: (data) => ({ source: 'contact', data }) }),
  )
  .route(
    '/project-calculator-leads',
    leadFormApi({
      endpoint: 'calculator',
      schema: calculatorLeadSchema,
      submission: (data) => ({ source: 'calculator', data }),
    }),
  )
  .route(
    '/partners',
    leadFormApi({ endpoint: 'partners', schema: partnerSchema, submission: (data) => ({ source: 'partner', data }) }),
  )
  .route(
    '/emergency',
    leadFormApi({
      endpoint: 'emergency',
      schema: emergencySchema,
      submission: (data) => ({ source: 'emergency', data }),
    }),
  )
  .route(
    '/bid-request',
    leadFormApi({ endpoint: 'bid-request', schema: bidSchema, submission: (data) => ({ source: 'bid', data }) }),
  );
