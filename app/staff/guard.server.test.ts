import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { database } from '../../worker/db/client';
import { leadEvents, staff, staffSessions } from '../../worker/db/schema';
import { maxBodyBytes } from '../../worker/http/body';
import { writeRefusals } from '../../worker/http/write-refusal';
import { resetStaffPassword } from '../../worker/services/staff/staff-auth';
import { sessionIdleMs } from '../../worker/services/staff/staff-sessions';
import { storeDemoLeads } from '../../worker/test/staff-data';
import { enrolledStaffAccount, signedInStaff, signInRequest, testStaffPasswords } from '../../worker/test/staff';
import { isSignedIn, runStaffRoute } from './test/staff-routes';
import { boardAction, boardLoader } from './board.server';
import { funnelLoader } from './analytics.server';
import { contactAction, contactLoader } from './contact.server';
import { conversationsLoader } from './conversations.server';
import { dashboardAction, dashboardLoader } from './dashboard.server';
import { leadsAction, leadsLoader } from './leads.server';
import { ndaCodesAction, ndaCodesLoader } from './nda-codes.server';
import { projectsAction, projectsLoader } from './projects.server';
import { sessionsAction, sessionsLoader } from './sessions.server';
import { leadPageAction, leadPageLoader } from './lead.server';
import { loader as csvLoader } from './leads-csv';
import { loader as notFoundLoader } from './not-found';

const db = database(env.DB);

const ageSessions = (field: 'lastSeenAt' | 'expiresAt', msAgo: number) =>
  db.update(staffSessions).set({ [field]: new Date(Date.now() - msAgo).toISOString() });

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

  it('ends a session idle for 30 minutes, and slides the idle expiry while it is used', async () => {
    const { cookie } = await signedInStaff();
    await ageSessions('lastSeenAt', sessionIdleMs - 60_000);
    expect(await isSignedIn(cookie)).toBe(true);
    const [row] = await db.select().from(staffSessions).all();
    expect(Date.now() - Date.parse(row?.lastSeenAt ?? '')).toBeLessThan(5_000);

    await ageSessions('lastSeenAt', sessionIdleMs + 1_000);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('ends a session 12 hours after sign-in, however active, and deletes it at the next sign-in', async () => {
    const { cookie, member } = await signedInStaff();
    await ageSessions('expiresAt', 1_000);
    expect(await isSignedIn(cookie)).toBe(false);

    const { account } = await enrolledStaffAccount('ben.okafor@pacificspan.example', 'Ben Okafor');
    const sessions = await db.select({ staffId: staffSessions.staffId }).from(staffSessions).all();
    expect(sessions).toEqual([{ staffId: account.id }]);
    expect(sessions).not.toContainEqual({ staffId: member.id });
  });

  it('signs out: the cookie cleared, the sign-in page opened as a new document, the old cookie refused', async () => {
    const { cookie } = await signedInStaff();
    const signedOut = await runStaffRoute(dashboardAction, { cookie, body: { intent: 'sign-out' } });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe('/admin/login');
    expect(signedOut.headers.get('x-remix-reload-document')).toBe('true');
    expect(signedOut.headers.get('set-cookie')).toMatch(
      /^__Host-admin_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(await isSignedIn(cookie)).toBe(false);
    const [row] = await db.select().from(staffSessions).all();
    expect(row?.endedAt).not.toBeNull();
  });

  it('ends every session of an account when its password is reset, and only the new password works', async () => {
    const { cookie, member, account } = await signedInStaff();
    const passwords = await testStaffPasswords();
    const password = await resetStaffPassword(db, passwords, member.email);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await isSignedIn(cookie)).toBe(false);
    expect((await signInRequest(member.email, account.password)).status).toBe(401);
    expect((await signInRequest(member.email, password ?? '')).status).toBe(200);
    expect(await resetStaffPassword(db, passwords, 'nobody@pacificspan.example')).toBeNull();
  });

  it('ends the sessions of a disabled account at once', async () => {
    const { cookie, member } = await signedInStaff();
    await db.update(staff).set({ disabledAt: new Date().toISOString() }).where(eq(staff.id, member.id));
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('refuses a write from another site with 403 before it reaches the session or the action', async () => {
    const { cookie } = await signedInStaff();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const refused = await runStaffRoute(ndaCodesAction, {
        cookie,
        body: { intent: 'create', label: 'Never made' },
        headers,
      });
      expect(refused.status).toBe(403);
      expect(refused.data).toEqual({ ok: false, message: writeRefusals.crossSite });
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await db.query.ndaAccessCodes.findMany()).toEqual([]);
    const signOut = await runStaffRoute(dashboardAction, {
      cookie,
      body: { intent: 'sign-out' },
      headers: { origin: 'https://evil.example' },
    });
    expect(signOut.status).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('takes writes only as JSON within the body limit', async () => {
    const { cookie } = await signedInStaff();
    const form = await runStaffRoute(ndaCodesAction, {
      cookie,
      body: { intent: 'create', label: 'Form post' },
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.data).toEqual({ ok: false, message: writeRefusals.contentType });

    const huge = await runStaffRoute(ndaCodesAction, {
      cookie,
      body: { intent: 'create', label: 'x'.repeat(maxBodyBytes) },
    });
    expect(huge.status).toBe(413);
    expect(huge.data).toEqual({ ok: false, message: writeRefusals.tooLarge(maxBodyBytes) });
    expect(await db.query.ndaAccessCodes.findMany()).toEqual([]);
  });

  it('lets a same-origin JSON write of a signed-in staff member through to the action', async () => {
    const { cookie } = await signedInStaff();
    const created = await runStaffRoute(ndaCodesAction, {
      cookie,
      body: { intent: 'create', label: 'Kona partner' },
    });
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

  it('sends every staff page and every change without a session to sign in, never cached, and writes nothing', async () => {
    const ids = await storeDemoLeads(db);
    const id = ids['seed-bid-1'] ?? '';
    const pages = [
      dashboardLoader,
      leadsLoader,
      projectsLoader,
      ndaCodesLoader,
      conversationsLoader,
      sessionsLoader,
      csvLoader,
      leadPageLoader,
      boardLoader,
      funnelLoader,
      contactLoader,
      notFoundLoader,
    ];
    for (const [index, loader] of pages.entries()) {
      const refused = await runStaffRoute(loader, { params: { id } });
      expect({ index, status: refused.status, location: refused.location }).toEqual({
        index,
        status: 302,
        location: '/admin/login',
      });
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
    }
    const changes = [
      [leadsAction, { intent: 'edit', id, updatedAt: '', status: 'won' }],
      [leadPageAction, { intent: 'note', text: 'Never written' }],
      [boardAction, { leadId: id, status: 'won', updatedAt: '' }],
      [projectsAction, { intent: 'add', name: 'Never made' }],
      [ndaCodesAction, { intent: 'create', label: 'Never made' }],
      [sessionsAction, { intent: 'end', id: '0'.repeat(64) }],
      [contactAction, { intent: 'unmerge', leadId: id, leadUpdatedAt: 'x' }],
      [dashboardAction, { intent: 'sign-out' }],
    ] as const;
    for (const [index, [action, body]] of changes.entries()) {
      const refused = await runStaffRoute(action, { params: { id }, body });
      expect({ index, status: refused.status }).toEqual({ index, status: 302 });
    }
    expect(await db.select().from(leadEvents).where(ne(leadEvents.kind, 'created')).all()).toEqual([]);
    expect(await db.query.projects.findMany()).toEqual([]);
    expect(await db.query.ndaAccessCodes.findMany()).toEqual([]);
  });

  it('answers an address no staff page has with 404 once signed in', async () => {
    const { cookie } = await signedInStaff();
    const missing = await runStaffRoute(notFoundLoader, { path: '/admin/no-such-thing', cookie });
    expect(missing.status).toBe(404);
    expect(missing.data).toBe('No staff page at this address.');
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
  });
});
