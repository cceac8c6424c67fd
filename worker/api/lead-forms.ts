import type { LeadSubmission } from '@site/domain/normalise';
import { Hono } from 'hono';
import type { z } from 'zod';
import { keyConflict, markReplay, receiveSubmission } from '../http/submission';
import { recordLead } from '../services/leads';
import type { ApiEnv } from './types';

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
 * this request; a bot caught by the honeypot also gets a 201 with an id that belongs to nothing.
 */
export function leadFormApi<S extends z.ZodType>(form: LeadForm<S>) {
  return new Hono<ApiEnv>().post('/', async (c) => {
    const received = await receiveSubmission(c, form.endpoint, form.schema);
    if (received.kind === 'refused') return received.response;
    if (received.kind === 'honeypot') return c.json({ id: crypto.randomUUID() }, 201);

    const lead = await recordLead(received.db, {
      submission: form.submission(received.data),
      idempotencyKey: received.idempotencyKey,
      outbox: c.env.NOTIFICATIONS,
    });
    if (lead.outcome === 'conflict') return keyConflict(c);
    if (lead.outcome === 'replayed') markReplay(c);
    return c.json({ id: lead.id }, lead.outcome === 'created' ? 201 : 200);
  });
}
