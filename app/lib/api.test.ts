import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError, ApiRequestError, apiGet, apiRequest } from './api';

const respondWith = (response: Response) => {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (docs/product.md §13.1)', () => {
  it('sends JSON with credentials and the idempotency key', async () => {
    const fetchMock = respondWith(new Response('{"id":"1"}', { status: 201 }));
    await apiRequest('POST', '/api/contact', { name: 'Ana' }, { idempotencyKey: 'key-1' });
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"Ana"}');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('key-1');
  });

  it('raises "status: body text" with the server message and field errors', async () => {
    const body =
      '{"message":"Please correct the highlighted fields.","fieldErrors":{"email":"Valid email is required"}}';
    respondWith(new Response(body, { status: 400 }));
    const error = await apiRequest('POST', '/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${body}`,
      serverMessage: 'Please correct the highlighted fields.',
      fieldErrors: { email: 'Valid email is required' },
    });
  });

  it('falls back to the status text for an empty body', async () => {
    respondWith(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toThrow('502: Bad Gateway');
  });

  it('tells a network failure apart from an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toBeInstanceOf(ApiNetworkError);
  });
});

describe('apiGet', () => {
  it('joins the query key into the URL and parses JSON', async () => {
    const fetchMock = respondWith(Response.json([{ id: 'a' }]));
    expect(await apiGet(['/api/admin', 'leads'])).toEqual([{ id: 'a' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/leads', { credentials: 'include' });
  });

  it('throws on 401 like any other failure', async () => {
    respondWith(new Response('Unauthorized', { status: 401 }));
    await expect(apiGet(['/api/admin', 'leads'])).rejects.toThrow('401: Unauthorized');
  });
});

describe('rate limits', () => {
  it('carries Retry-After on the error, so a form can say when to try again', async () => {
    respondWith(
      new Response('{"message":"Too many requests from your connection. Please try again in 10 minutes."}', {
        status: 429,
        headers: { 'Retry-After': '600' },
      }),
    );
    await expect(apiRequest('POST', '/api/contact', {})).rejects.toMatchObject({ status: 429, retryAfterSeconds: 600 });
  });
});
