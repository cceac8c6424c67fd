import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { staffSessions } from '../../worker/db/schema';
import { maxBodyBytes } from '../../worker/http/body';
import { staffGuardAnswers } from '../../worker/http/staff-guard';
import { signedInStaff } from '../../worker/test/staff';
import { runStaffRoute } from '../test/staff-routes';
import { dashboardLoader, ndaCodesAction } from './admin-dashboard.server';

const db = database(env.DB);

describe('the staff guard', () => {
  it('sends a request without a live session to sign in, and marks every answer private, no-store', async () => {
    const stranger = await runStaffRoute(dashboardLoader);
    expect(stranger.status).toBe(302);
    expect(stranger.location).toBe('/admin/login');
    expect(stranger.headers.get('cache-control')).toBe('private, no-store');

    const forged = await runStaffRoute(dashboardLoader, { cookie: '__Host-admin_session=made-up-token' });
    expect(forged.status).toBe(302);

    const { cookie, member } = await signedInStaff();
    const signedIn = await runStaffRoute(dashboardLoader, { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.staff).toEqual(member);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('no longer knows a session that ended', async () => {
    const { cookie } = await signedInStaff();
    await db.update(staffSessions).set({ endedAt: new Date().toISOString() });
    expect((await runStaffRoute(dashboardLoader, { cookie })).status).toBe(302);
  });

  it('refuses a write from another site with 403 before it reaches the session or the action', async () => {
    const { cookie } = await signedInStaff();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const refused = await runStaffRoute(ndaCodesAction, {
        cookie,
        body: { intent: 'create', label: 'Never made' },
        headers,
      });
      expect(refused.status).toBe(403);
      expect(refused.data).toEqual({ ok: false, message: staffGuardAnswers.crossSite });
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await db.query.ndaAccessCodes.findMany()).toEqual([]);
  });

  it('takes writes only as JSON within the body limit', async () => {
    const { cookie } = await signedInStaff();
    const form = await runStaffRoute(ndaCodesAction, {
      cookie,
      body: { intent: 'create', label: 'Form post' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.data).toEqual({ ok: false, message: staffGuardAnswers.contentType });

    const huge = await runStaffRoute(ndaCodesAction, {
      cookie,
      body: { intent: 'create', label: 'x'.repeat(maxBodyBytes) },
    });
    expect(huge.status).toBe(413);
    expect(huge.data).toEqual({ ok: false, message: staffGuardAnswers.tooLarge });
    expect(await db.query.ndaAccessCodes.findMany()).toEqual([]);
  });

  it('lets a same-origin JSON write of a signed-in staff member through to the action', async () => {
    const { cookie } = await signedInStaff();
    const created = await runStaffRoute(ndaCodesAction, { cookie, body: { intent: 'create', label: 'Kona partner' } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ ok: true, message: 'Access code created' });
    expect(await db.query.ndaAccessCodes.findMany()).toHaveLength(1);
  });

  it('answers input the schema refuses with 400 and a message per field, and writes nothing', async () => {
    const { cookie } = await signedInStaff();
    const refused = await runStaffRoute(ndaCodesAction, { cookie, body: { intent: 'create', label: '' } });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ ok: false, message: 'Please correct the highlighted fields.' });
    expect(refused.data).toHaveProperty('fieldErrors.label');
    expect(await db.query.ndaAccessCodes.findMany()).toEqual([]);
  });
});
