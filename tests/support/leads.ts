import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { passedBotCheck } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { queryD1, sqlText } from './d1';

/** Sends `data` to the lead endpoint `path` as a visitor who passed the bot check, and expects it taken. */
export async function postLead(
  request: APIRequestContext,
  path: string,
  data: object,
  headers: Record<string, string> = {},
): Promise<void> {
  const posted = await request.post(path, {
    data,
    headers: { 'Idempotency-Key': crypto.randomUUID(), ...headers, ...passedBotCheck },
  });
  expect(posted.ok()).toBe(true);
}

/**
 * A contact lead from a visitor of its own (an IPv6 /64), so the suite's many leads stay under one client's
 * limit (docs/decisions/008); returns the stored lead's id.
 */
export async function postContactLead(request: APIRequestContext, name: string, email: string): Promise<string> {
  await postLead(
    request,
    '/api/contact',
    { ...formExamples.contact, name, email },
    { 'cf-connecting-ip': `2001:db8:${randomBytes(2).toString('hex')}::1` },
  );
  const [lead] = await queryD1<{ id: string }>(`select id from leads where email = ${sqlText(email)}`);
  if (!lead) throw new Error(`The lead of ${email} was not stored`);
  return lead.id;
}
