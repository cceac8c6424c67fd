import { leadEndpointOf } from './outbox';
import { contactSource } from '@site/domain/lead-forms/contact';
import { turnstileTestKeys } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../worker/api';
import { RequestError } from '@site/domain/forms/errors';
import { ApiNetworkError } from './api';
import {
  callApi,
  fetchConfidentialImage,
  postChatMessage,
  postLead,
  requestNdaAccess,
  requestRecommendation,
} from './api-client';

// The real API answers: the browser's relative requests go to the Worker's own Hono app. Everything these
// tests reach answers before the database (validation, the honeypot's decoys, the grant check), so no D1 is
// needed; a route that does reach it fails as the server's own retryable 503.
const app = createApi();
const env = {
  NDA_GRANT_SECRET: 'a-test-secret-that-is-long-enough-for-the-grant-signer-0123456789',
  TURNSTILE_SECRET_KEY: turnstileTestKeys.passingSecret,
};

// The widget needs a browser; in Node each request gets the token the test site key's widget gives, which the
// server really verifies (through its local double of the verification endpoint).
vi.mock('./bot-check', () => ({ botCheckToken: async () => turnstileTestKeys.dummyToken }));
beforeEach(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => app.request(input, init, env));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contact = formExamples.contact;
const key = 'key-0000000000000001';

describe('the typed client keeps the error semantics of docs/product.md §13.1', () => {
  it('resolves a 2xx answer with its typed body', async () => {
    const response = await postLead(
      leadEndpointOf(contactSource.form),
      { ...contact, homepage: 'https://spam.example' },
      key,
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String) });
  });

  it('raises a 400 as "status: body text" with the server message and the field errors', async () => {
    const error = await postLead(leadEndpointOf(contactSource.form), { ...contact, email: 'keoni@' }, key).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      status: 400,
      message:
        '400: {"message":"Please correct the highlighted fields.","fieldErrors":{"email":"Valid email is required"}}',
      serverMessage: 'Please correct the highlighted fields.',
      fieldErrors: { email: 'Valid email is required' },
    });
  });

  it('sends the idempotency key, which the server checks', async () => {
    await expect(postLead(leadEndpointOf(contactSource.form), contact, 'short')).rejects.toMatchObject({
      status: 400,
      serverMessage: 'The Idempotency-Key header must be 16 to 128 letters, digits, or - _ . : characters.',
    });
  });

  it("raises the server's own failure as a RequestError the outbox retries", async () => {
    await expect(postLead(leadEndpointOf(contactSource.form), contact, key)).rejects.toMatchObject({
      status: 503,
      serverMessage: 'We could not finish that just now and nothing was saved half-way. Please try again in a moment.',
    });
  });

  it('tells a dropped connection apart from an answer', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await postLead(leadEndpointOf(contactSource.form), contact, key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ cause: new TypeError('Failed to fetch') });
  });

  it('lets an abort stay an abort', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(callApi(() => Promise.reject(aborted))).rejects.toBe(aborted);
  });
});

describe('the public calls', () => {
  it('asks for NDA access and fetches an image with the grant, whose refusal carries the server message', async () => {
    // The honeypot's decoy grant: a real one needs a stored access code.
    const granted = await requestNdaAccess({ ...formExamples.nda, homepage: 'https://spam.example' }, key);
    expect(granted.images.length).toBeGreaterThan(0);
    const [image] = granted.images;
    await expect(fetchConfidentialImage(image!, granted.grant)).rejects.toMatchObject({
      status: 401,
      serverMessage: expect.stringContaining('Please enter the access code again.'),
    });
  });

  it('asks for a recommendation', async () => {
    const answer = await requestRecommendation(
      {
        projectType: 'residential',
        location: 'hawaii',
        budget: '500k-1m',
        timeline: 'standard',
        homepage: 'https://spam.example',
      },
      key,
    );
    expect(answer).toMatchObject({ recommendation: expect.any(Object), sessionId: expect.any(String) });
  });

  it("posts a chat message, whose empty text is the schema's 400", async () => {
    await expect(postChatMessage({ message: '' }, { botCheck: false })).rejects.toMatchObject({ status: 400 });
  });
});
