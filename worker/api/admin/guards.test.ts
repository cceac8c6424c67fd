import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leads } from '../../db/schema';
import { callApi } from '../../test/requests';
import { adminAnswers } from './guards';
import { staffSignedInBeforeEach, storeDemoLeads } from '../../test/admin-data';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

describe('the guard of /api/admin', () => {
  const paths = [
    '/api/admin/leads',
    '/api/admin/leads/some-id',
    '/api/admin/leads.csv',
    '/api/admin/projects',
    '/api/admin/analytics',
    '/api/admin/nda-codes',
    '/api/admin/conversations',
    '/api/admin/conversations/some-id',
    '/api/admin/no-such-thing',
  ];

  it.each(paths)('GET %s without a session is 401 with a message, logged, never cached', async (path) => {
    const response = await callApi(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: adminAnswers.signInRequired });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses writes without a session too', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/admin/leads/x'],
      ['POST', '/api/admin/projects'],
      ['PATCH', '/api/admin/projects/x'],
      ['POST', '/api/admin/nda-codes'],
      ['DELETE', '/api/admin/nda-codes/x'],
    ] as const) {
      const response = await callApi(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });

  it('refuses a cross-site write with 403 even with a valid session, and writes nothing', async () => {
    const ids = await storeDemoLeads(db);
    const id = ids['seed-bid-1'] ?? '';
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const response = await staff.send('PATCH', `/api/admin/leads/${id}`, { status: 'won' }, headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
      expect(await response.json()).toEqual({ message: adminAnswers.crossSite });
    }
    expect(
      (await staff.send('DELETE', '/api/admin/session', undefined, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const [lead] = await db.select().from(leads).where(eq(leads.id, id)).all();
    expect(lead?.status).toBe('new');
    expect((await callApi('/api/admin/session', { headers: { cookie: staff.cookie } })).status).toBe(200);
  });

  it('lets a same-origin write through (Origin and Sec-Fetch-Site of the admin page)', async () => {
    const ids = await storeDemoLeads(db);
    const response = await staff.send('PATCH', `/api/admin/leads/${ids['seed-bid-1']}`, { status: 'won' });
    expect(response.status).toBe(200);
  });

  it('answers an unknown admin path with a JSON 404 once signed in', async () => {
    expect((await staff.call('/api/admin/no-such-thing')).status).toBe(404);
  });
});
