import { contactSchema } from '@site/domain/contact';
import { Hono } from 'hono';
import { database } from '../db/client';
import { parseJsonBody } from '../http/json-body';
import { captureLead } from '../services/leads';
import type { ApiEnv } from './types';

export const contactApi = new Hono<ApiEnv>().post('/', async (c) => {
  const body = await parseJsonBody(c, contactSchema);
  if (!body.ok) return body.response;
  const { name, email, phone, subject } = body.data;
  const lead = await captureLead(database(c.env.DB), {
    source: 'contact',
    fields: { name, email, phone, location: 'Not provided', projectType: `Contact: ${subject}` },
    submission: body.data,
    idempotencyKey: c.req.header('idempotency-key') ?? crypto.randomUUID(),
  });
  return c.json({ id: lead.id }, lead.created ? 201 : 200);
});
