import { adminMessages, type StaffMember } from '@site/domain/admin';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { database } from '../db/client';
import { staff, staffSessions } from '../db/schema';
import { sha256Hex } from '../services/crypto';
import { resetStaffPassword } from '../services/staff-auth';
import { sessionIdleMs, sessionLifetimeMs } from '../services/staff-sessions';
import { callApi, fromClient } from '../test/requests';
import { sameOrigin, sessionCookieFrom, signedInStaff, signInRequest, storeStaffAccount } from '../test/staff';
import { adminAnswers } from './admin/guards';

const db = database(env.DB);

const whoAmI = (cookie?: string) => callApi('/api/admin/session', { headers: cookie ? { cookie } : {} });

const ageSessions = (field: 'lastSeenAt' | 'expiresAt', msAgo: number) =>
  db.update(staffSessions).set({ [field]: new Date(Date.now() - msAgo).toISOString() });

describe('POST /api/admin/session (sign-in)', () => {
  it('signs in with the right password: the staff member and a __Host- cookie, Secure, HttpOnly, SameSite=Strict', async () => {
    const account = await storeStaffAccount('Ana.Reyes@PacificSpan.example');
    const response = await signInRequest('ana.reyes@pacificspan.EXAMPLE', account.password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: account.id,
      email: 'ana.reyes@pacificspan.example',
      name: 'Ana Reyes',
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-admin_session=[\w-]{43}; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain(`Max-Age=${sessionLifetimeMs / 1000}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('stores the password only as a salted PBKDF2 hash of 100,000 iterations', async () => {
    const account = await storeStaffAccount();
    const [row] = await db.select().from(staff).all();
    expect(row?.passwordIterations).toBe(100_000);
    expect(row?.passwordSalt).toMatch(/^[\w-]{22}$/);
    expect(row?.passwordHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(account.password);
  });

  it('stores only the SHA-256 of the token, and a new token at every sign-in', async () => {
    const account = await storeStaffAccount();
    const first = sessionCookieFrom(await signInRequest(account.email, account.password));
    const second = sessionCookieFrom(await signInRequest(account.email, account.password));
    expect(first).not.toBe(second);
    const token = first.split('=')[1] ?? '';
    const rows = await db.select().from(staffSessions).all();
    expect(rows.map((row) => row.id)).toContain(await sha256Hex(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown e-mail alike with 401 and the same message', async () => {
    const account = await storeStaffAccount();
    for (const response of [
      await signInRequest(account.email, 'not-the-password'),
      await signInRequest('nobody@pacificspan.example', account.password),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: adminMessages.signInFailed });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a disabled account', async () => {
    const account = await storeStaffAccount();
    await db.update(staff).set({ disabledAt: new Date().toISOString() });
    expect((await signInRequest(account.email, account.password)).status).toBe(401);
  });

  it('answers bad input with 400 and field messages', async () => {
    const response = await callApi('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin },
      body: JSON.stringify({ email: 'not-an-email', password: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { email: adminMessages.email, password: adminMessages.password },
    });
  });

  it('locks the account after 5 failures in 15 minutes (429 with Retry-After), even for the right password', async () => {
    const account = await storeStaffAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await signInRequest(account.email, `wrong-${attempt}`, fromClient(`192.0.2.${attempt + 1}`))).status,
      ).toBe(401);
    }
    const locked = await signInRequest(account.email, account.password, fromClient('198.51.100.7'));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(await locked.json()).toEqual({ message: adminMessages.lockedOut });
  });

  it('locks a client out after 20 failures across accounts; other clients still sign in', async () => {
    const account = await storeStaffAccount();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await signInRequest(`guess-${attempt}@pacificspan.example`, 'guess', fromClient('203.0.113.9'));
      expect(response.status).toBe(401);
    }
    expect((await signInRequest(account.email, account.password, fromClient('203.0.113.9'))).status).toBe(429);
    expect((await signInRequest(account.email, account.password, fromClient('203.0.113.10'))).status).toBe(200);
  });

  it('does not count a successful sign-in as a failure', async () => {
    const account = await storeStaffAccount();
    for (let attempt = 0; attempt < 4; attempt += 1) await signInRequest(account.email, 'wrong');
    expect((await signInRequest(account.email, account.password)).status).toBe(200);
    expect((await signInRequest(account.email, 'wrong')).status).toBe(401);
    expect((await signInRequest(account.email, account.password)).status).toBe(429);
  });

  it('logs every attempt without the password or the e-mail', async () => {
    const account = await storeStaffAccount();
    const warn = vi.spyOn(console, 'warn');
    await signInRequest(account.email, 'wrong-password-xyz');
    await signInRequest(account.email, account.password);
    const logged = warn.mock.calls.map((call) => String(call[0]));
    warn.mockRestore();
    const signIns = logged
      .filter((line) => line.includes('"admin.sign-in"'))
      .map((line) => JSON.parse(line) as Record<string, string>);
    expect(signIns.map((entry) => entry.outcome)).toEqual(['refused', 'signed-in']);
    expect(signIns[0]?.account).toMatch(/^[0-9a-f]{12}$/);
    expect(logged.join('\n')).not.toContain('wrong-password-xyz');
    expect(logged.join('\n')).not.toContain(account.password);
    expect(logged.join('\n')).not.toContain(account.email);
  });

  it('refuses a cross-site sign-in (login CSRF) with 403', async () => {
    const account = await storeStaffAccount();
    const response = await signInRequest(account.email, account.password, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: adminAnswers.crossSite });
  });
});

describe('GET and DELETE /api/admin/session', () => {
  it('answers who is signed in, or 401 without a session or with a made-up cookie', async () => {
    const { member, cookie } = await signedInStaff();
    const response = await whoAmI(cookie);
    expect(response.status).toBe(200);
    expect(await response.json<StaffMember>()).toEqual(member);
    expect((await whoAmI()).status).toBe(401);
    expect((await whoAmI('__Host-admin_session=made-up-token')).status).toBe(401);
  });

  it('ends a session idle for 30 minutes, and slides the idle expiry while it is used', async () => {
    const { cookie } = await signedInStaff();
    await ageSessions('lastSeenAt', sessionIdleMs - 60_000);
    expect((await whoAmI(cookie)).status).toBe(200);
    const [row] = await db.select().from(staffSessions).all();
    expect(Date.now() - Date.parse(row?.lastSeenAt ?? '')).toBeLessThan(5_000);

    await ageSessions('lastSeenAt', sessionIdleMs + 1_000);
    expect((await whoAmI(cookie)).status).toBe(401);
  });

  it('ends a session 12 hours after sign-in, however active, and deletes it at the next sign-in', async () => {
    const { cookie, member } = await signedInStaff();
    await ageSessions('expiresAt', 1_000);
    expect((await whoAmI(cookie)).status).toBe(401);
    expect((await callApi('/api/admin/leads', { headers: { cookie } })).status).toBe(401);

    const account = await storeStaffAccount('ben.okafor@pacificspan.example', 'Ben Okafor');
    expect((await signInRequest(account.email, account.password)).status).toBe(200);
    const sessions = await db.select({ staffId: staffSessions.staffId }).from(staffSessions).all();
    expect(sessions).toEqual([{ staffId: account.id }]);
    expect(sessions).not.toContainEqual({ staffId: member.id });
  });

  it('signs out: 204, the cookie cleared, and the old cookie refused from then on', async () => {
    const { cookie, send, call } = await signedInStaff();
    const response = await send('DELETE', '/api/admin/session');
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(
      /^__Host-admin_session=; Max-Age=0; Path=\/; Secure; HttpOnly; SameSite=Strict$/,
    );
    expect((await whoAmI(cookie)).status).toBe(401);
    expect((await call('/api/admin/leads')).status).toBe(401);
    const [row] = await db.select().from(staffSessions).all();
    expect(row?.endedAt).not.toBeNull();
  });

  it('ends every session of an account when its password is reset, and only the new password works', async () => {
    const { cookie, member } = await signedInStaff();
    const password = await resetStaffPassword(db, member.email);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect((await whoAmI(cookie)).status).toBe(401);
    expect((await signInRequest(member.email, password ?? '')).status).toBe(200);
    expect(await resetStaffPassword(db, 'nobody@pacificspan.example')).toBeNull();
  });

  it('ends the sessions of a disabled account at once', async () => {
    const { cookie, member } = await signedInStaff();
    await db.update(staff).set({ disabledAt: new Date().toISOString() }).where(eq(staff.id, member.id));
    expect((await whoAmI(cookie)).status).toBe(401);
  });
});
