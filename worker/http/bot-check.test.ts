import { botCheckRefusedMessage, botTokenHeader, turnstileTestKeys } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../db/client';
import { leads, notifications, rateLimitHits } from '../db/schema';
import { postJson } from '../test/requests';
import { verifyBotToken } from './bot-check';

const db = database(env.DB);
const local = 'http://127.0.0.1:5173/api/contact';

describe('verifyBotToken', () => {
  it("accepts the test site key's dummy token under the passing test secret, on a local host only", async () => {
    const token = turnstileTestKeys.dummyToken;
    expect(await verifyBotToken({ secret: turnstileTestKeys.passingSecret, token, requestUrl: local })).toBe(true);
    expect(
      await verifyBotToken({ secret: turnstileTestKeys.passingSecret, token, requestUrl: 'https://example.com/api' }),
    ).toBe(false);
  });

  it('fails closed: no secret, no token, another token, the failing and spent test secrets', async () => {
    const token = turnstileTestKeys.dummyToken;
    const { passingSecret, failingSecret, spentSecret } = turnstileTestKeys;
    expect(await verifyBotToken({ secret: undefined, token, requestUrl: local })).toBe(false);
    expect(await verifyBotToken({ secret: '', token, requestUrl: local })).toBe(false);
    expect(await verifyBotToken({ secret: passingSecret, token: undefined, requestUrl: local })).toBe(false);
    expect(await verifyBotToken({ secret: passingSecret, token: 'forged.token', requestUrl: local })).toBe(false);
    expect(await verifyBotToken({ secret: passingSecret, token: 'x'.repeat(2049), requestUrl: local })).toBe(false);
    expect(await verifyBotToken({ secret: failingSecret, token, requestUrl: local })).toBe(false);
    expect(await verifyBotToken({ secret: spentSecret, token, requestUrl: local })).toBe(false);
  });
});

const from = (token?: string) => ({
  'cf-connecting-ip': '198.51.100.23',
  ...(token ? { [botTokenHeader]: token } : {}),
});

describe('the bot check on a lead form', () => {
  it.each([
    ['no token', undefined],
    ['a forged token', 'forged.token'],
  ])('answers %s with 403 and the message, stores and sends nothing, counts nothing', async (_, token) => {
    const response = await postJson('/api/contact', formExamples.contact, from(token));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: botCheckRefusedMessage });
    expect(await db.select().from(leads).all()).toHaveLength(0);
    expect(await db.select().from(notifications).all()).toHaveLength(0);
    expect(await db.select().from(rateLimitHits).all()).toHaveLength(0);
  });

  it('refuses before validation, so a bot learns nothing about the fields', async () => {
    const response = await postJson('/api/contact', { name: '' }, from());
    expect(response.status).toBe(403);
  });

  it('takes the lead with a confirmed token', async () => {
    const response = await postJson('/api/contact', formExamples.contact, from(turnstileTestKeys.dummyToken));
    expect(response.status).toBe(201);
    expect(await db.select().from(leads).all()).toHaveLength(1);
  });
});
