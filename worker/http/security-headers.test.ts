import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api';
import type { ApiEnv } from '../api/types';
import { securityHeaders } from './security-headers';

/** The Worker's composition (worker/index.ts) with a stand-in for React Router that uses the nonce. */
const site = new Hono<ApiEnv>()
  .use(securityHeaders())
  .route('/', createApi())
  .all('*', (c) => c.html(`<!doctype html><script nonce="${c.get('secureHeadersNonce') ?? ''}">boot()</script>`));

const get = (path: string, init: RequestInit = {}) => site.request(path, init, env);

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  const permissions = response.headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('camera=()');
  expect(permissions).toContain('geolocation=()');
  expect(permissions).toContain('clipboard-write=(self)');
  // The staff passkey sign-in (docs/decisions/091), on our own pages only.
  expect(permissions).toContain('publickey-credentials-get=(self)');
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  return csp;
}

describe('security headers', () => {
  it('give a document a strict policy whose nonce is the one its scripts carry, new on every request', async () => {
    const first = await get('/gallery');
    const csp = expectCommonHeaders(first);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc.join(' '))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(await first.text()).toContain(`<script nonce="${nonce}">`);
    const second = await get('/gallery');
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
    expect(first.headers.get('cache-control')).toBeNull();
  });

  it('give API answers, errors included, the resource policy and no-store', async () => {
    const unknown = await get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    const csp = expectCommonHeaders(unknown);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(unknown.headers.get('cache-control')).toBe('no-store');

    const refused = await get('/api/contact', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    expect(refused.status).toBe(415);
    expectCommonHeaders(refused);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    // The staff sign-in's answers are the staff guard's: private as well (docs/architecture.md).
    const signIn = await get('/api/admin/session', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(signIn.status).toBe(415);
    expectCommonHeaders(signIn);
    expect(signIn.headers.get('cache-control')).toBe('private, no-store');
  });
});
