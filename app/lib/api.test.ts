import { describe, expect, it } from 'vitest';
import { errorFrom, parseRetryAfter } from './api';

// The typed client's answers are tested against the real API in api-client.test.ts; these are the edges of an
// error answer that the API itself never produces.
describe('an error answer (docs/product.md §13.1)', () => {
  it('falls back to the status text for an empty body', async () => {
    const error = await errorFrom(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.status).toBe(502);
  });

  it('carries Retry-After, so a form can say when to try again', async () => {
    const error = await errorFrom(
      new Response('{"message":"Too many requests from your connection. Please try again in 10 minutes."}', {
        status: 429,
        headers: { 'Retry-After': '600' },
      }),
    );
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 600,
      serverMessage: 'Too many requests from your connection. Please try again in 10 minutes.',
    });
  });

  it('reads Retry-After as seconds or as a date, and nothing when it is absent or past', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBeUndefined();
  });
});
