import { botCheckRefusedMessage, botTokenHeader, turnstileTestKeys } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { database } from '../db/client';
import { leads, notifications, rateLimitHits } from '../db/schema';
import { postJson } from '../test/requests';
import { verifyBotToken } from './bot-check';

const db = database(env.DB);
const local = 'http://127.0.0.1:5173/api/contact';

describe('verifyBotToken', () => {
  it("accepts the test site key's dummy token under the passing test secret, on a local host only", async () => {
    const token = turnstileTestKeys.dummyToken;
    expect(await verifyBotToken({ secret: turnstileTestKeys.passingSecret, token, requestUrl: local })).toBe('passed');
    expect(
      await verifyBotToken({ secret: turnstileTestKeys.passingSecret, token, requestUrl: 'https://example.com/api' }),
    ).toBe('refused');
  });

  it('refuses: no secret, no token, another token, the failing and spent test secrets', async () => {
    const token = turnstileTestKeys.dummyToken;
    const { passingSecret, failingSecret, spentSecret } = turnstileTestKeys;
    expect(await verifyBotToken({ secret: undefined, token, requestUrl: local })).toBe('refused');
    expect(await verifyBotToken({ secret: '', token, requestUrl: local })).toBe('refused');
    expect(await verifyBotToken({ secret: passingSecret, token: undefined, requestUrl: local })).toBe('refused');
    expect(await verifyBotToken({ secret: passingSecret, token: 'forged.token', requestUrl: local })).toBe('refused');
    expect(await verifyBotToken({ secret: passingSecret, token: 'x'.repeat(2049), requestUrl: local })).toBe('refused');
    expect(await verifyBotToken({ secret: failingSecret, token, requestUrl: local })).toBe('refused');
    expect(await verifyBotToken({ secret: spentSecret, token, requestUrl: local })).toBe('refused');
  });
});

/** A production secret's check: what it says depends on what siteverify's `fetch` answers. */
const check = () =>
  verifyBotToken({ secret: 'a-production-secret', token: turnstileTestKeys.dummyToken, requestUrl: local });

describe('verifyBotToken when Turnstile is out of reach (docs/decisions/089)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is unreachable without an answer, with an answer that is not Turnstile's, or with its internal error", async () => {
    const siteverify = vi.spyOn(globalThis, 'fetch');
    siteverify.mockRejectedValueOnce(new TypeError('Network connection lost.'));
    expect(await check()).toBe('unreachable');
    siteverify.mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    expect(await check()).toBe('unreachable');
    siteverify.mockResolvedValueOnce(Response.json({ success: false, 'error-codes': ['internal-error'] }));
    expect(await check()).toBe('unreachable');
    siteverify.mockResolvedValueOnce(Response.json({ success: false, 'error-codes': ['invalid-input-response'] }));
    expect(await check()).toBe('refused');
    expect(siteverify).toHaveBeenCalledTimes(4);
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
