import { signInMessages } from '@site/domain/staff/sign-in';
import { passkeyMessages, type PasskeySignInOptions } from '@site/domain/staff/passkeys';
import { passedBotCheck } from '@site/domain/forms/bot-check';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { staff as staffTable, staffPasskeyChallenges, staffPasskeys } from '../../worker/db/schema';
import { staffClientFailureLimit } from '../../worker/services/protection/rate-limit';
import { passkeyChallengeLifetimeMs } from '../../worker/services/staff/staff-passkeys';
import { testPasskey, type TestPasskey } from '../../worker/test/authenticator';
import { callApi } from '../../worker/test/requests';
import { deviceCookieFrom, enrolledStaffAccount, sameOrigin, sessionCookieFrom } from '../../worker/test/staff';
import { sessionsAction, sessionsLoader } from './sessions.server';
import { isSignedIn, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';

const db = database(env.DB);
const staff = staffSignedInBeforeEach();

const postSession = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  callApi(`/api/admin/session${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin, ...headers },
    body: JSON.stringify(body),
  });

/** A sign-in challenge, as the sign-in page asks for it (with its bot-check token). */
const signInChallenge = async (headers: Record<string, string> = {}) => {
  const response = await postSession('/passkey/options', {}, { ...passedBotCheck, ...headers });
  expect(response.status).toBe(200);
  return (await response.json<PasskeySignInOptions>()).challenge;
};

const passkeySignIn = (answer: unknown, headers: Record<string, string> = {}) =>
  postSession('/passkey', { response: answer }, headers);

/** Adds `passkey` on the Sessions tab, as the page does: a challenge, then the authenticator's answer to it. */
async function addPasskey(passkey: TestPasskey, name = 'Work laptop', cookie = staff.cookie) {
  const options = await runStaffRoute(sessionsAction, {
    path: '/admin/sessions',
    cookie,
    body: { intent: 'passkey-options' },
  });
  expect(options.status).toBe(200);
  const challenge = options.data.ok ? options.data.passkeyOptions?.challenge : undefined;
  if (!challenge) throw new Error('No registration challenge');
  return runStaffRoute(sessionsAction, {
    path: '/admin/sessions',
    cookie,
    body: { intent: 'passkey-add', name, response: await passkey.register(challenge) },
  });
}

describe('passkeys on the Sessions tab', () => {
  it('adds a passkey under its name for the signed-in member, never used until it signs in', async () => {
    const passkey = await testPasskey();
    const added = await addPasskey(passkey);
    expect(added.status).toBe(200);
    expect(added.data).toEqual({ ok: true, message: passkeyMessages.added });
    const tab = await runStaffRoute(sessionsLoader, { path: '/admin/sessions', cookie: staff.cookie });
    expect(tab.data.passkeys).toEqual([
      { id: passkey.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const [row] = await db.select().from(staffPasskeys).all();
    expect(row).toMatchObject({ staffId: staff.member.id, counter: 0, transports: ['internal'] });
    expect(await db.select().from(staffPasskeyChallenges).all()).toEqual([]);
  });

  it('refuses a registration answering a challenge never issued, another member’s, or one already used', async () => {
    const passkey = await testPasskey();
    const forged = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-add', name: 'Forged', response: await passkey.register('bm90LWlzc3VlZA') },
    });
    expect(forged.status).toBe(400);
    expect(forged.data).toMatchObject({ ok: false, message: passkeyMessages.addFailed });

    const options = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-options' },
    });
    const challenge = options.data.ok ? (options.data.passkeyOptions?.challenge ?? '') : '';
    const answer = await passkey.register(challenge);
    const colleague = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: (await enrolledStaffAccount('ben.okafor@pacificspan.example', 'Ben Okafor')).sessionCookie,
      body: { intent: 'passkey-add', name: 'Not theirs', response: answer },
    });
    expect(colleague.status).toBe(400);
    const own = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-add', name: 'Mine', response: answer },
    });
    // The colleague's try spent nothing of this member's challenge: it was not theirs to take.
    expect(own.status).toBe(200);
    const replayed = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-add', name: 'Again', response: answer },
    });
    expect(replayed.status).toBe(400);
    expect((await db.select().from(staffPasskeys).all()).map((row) => row.name)).toEqual(['Mine']);
  });

  it('answers bad input with 400 and the field’s message, and nothing is stored', async () => {
    const passkey = await testPasskey();
    const noName = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-add', name: '  ', response: await passkey.register('abc') },
    });
    expect(noName.status).toBe(400);
    expect(noName.data).toMatchObject({ fieldErrors: { name: passkeyMessages.name } });
    const notAResponse = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-add', name: 'Laptop', response: { id: '<script>' } },
    });
    expect(notAResponse.status).toBe(400);
    expect(notAResponse.data).toMatchObject({ fieldErrors: { response: passkeyMessages.response } });
    expect(await db.select().from(staffPasskeys).all()).toEqual([]);
  });

  it('removes one of the member’s own passkeys, and no one else’s', async () => {
    const passkey = await testPasskey();
    await addPasskey(passkey);
    const gone = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-remove', id: 'c29tZW9uZS1lbHNlcw' },
    });
    expect(gone.status).toBe(404);
    expect(gone.data).toEqual({ ok: false, message: passkeyMessages.gone });
    const removed = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-remove', id: passkey.id },
    });
    expect(removed.data).toEqual({ ok: true, message: passkeyMessages.removed });
    expect(await db.select().from(staffPasskeys).all()).toEqual([]);
  });
});

describe('POST /api/admin/session/passkey (passkey sign-in)', () => {
  it('signs in with the passkey alone: the session and device cookies of a password and code sign-in', async () => {
    const passkey = await testPasskey();
    await addPasskey(passkey);
    const response = await passkeySignIn(await passkey.signIn(await signInChallenge()));
    expect(response.status).toBe(200);
    // The sign-in answers who signed in, as the password and code sign-in does: the role is the pages' to read.
    const { role: _, ...member } = staff.member;
    expect(await response.json()).toEqual({ staff: member });
    const session = sessionCookieFrom(response);
    expect(await isSignedIn(session)).toBe(true);
    expect(deviceCookieFrom(response)).toMatch(/^__Host-admin_device=/);
    expect(response.headers.getSetCookie()[2]).toMatch(/^__Host-admin_challenge=; Max-Age=0; /);
    const [row] = await db.select().from(staffPasskeys).all();
    expect(row?.counter).toBe(1);
    expect(Date.now() - Date.parse(row?.lastUsedAt ?? '')).toBeLessThan(60_000);
    expect(await db.select().from(staffPasskeyChallenges).all()).toEqual([]);
  });

  it('refuses the same answer twice: a challenge is used once', async () => {
    const passkey = await testPasskey();
    await addPasskey(passkey);
    const answer = await passkey.signIn(await signInChallenge());
    expect((await passkeySignIn(answer)).status).toBe(200);
    const replayed = await passkeySignIn(answer);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ message: passkeyMessages.signInFailed });
    expect(replayed.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a challenge the Worker never issued, one past its lifetime, and a registration challenge', async () => {
    const passkey = await testPasskey();
    await addPasskey(passkey);
    expect((await passkeySignIn(await passkey.signIn('bm90LWlzc3VlZA'))).status).toBe(401);

    const late = await signInChallenge();
    await db
      .update(staffPasskeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(staffPasskeyChallenges.challenge, late));
    expect((await passkeySignIn(await passkey.signIn(late))).status).toBe(401);

    const options = await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-options' },
    });
    const registration = options.data.ok ? (options.data.passkeyOptions?.challenge ?? '') : '';
    expect((await passkeySignIn(await passkey.signIn(registration))).status).toBe(401);
    expect(passkeyChallengeLifetimeMs).toBe(5 * 60_000);
  });

  it('refuses an unknown passkey, a removed one and a disabled account’s, and spends the challenge', async () => {
    const stranger = await testPasskey();
    const unknownChallenge = await signInChallenge();
    expect((await passkeySignIn(await stranger.signIn(unknownChallenge))).status).toBe(401);
    expect(await db.select().from(staffPasskeyChallenges).all()).toEqual([]);

    const passkey = await testPasskey();
    await addPasskey(passkey);
    await runStaffRoute(sessionsAction, {
      path: '/admin/sessions',
      cookie: staff.cookie,
      body: { intent: 'passkey-remove', id: passkey.id },
    });
    expect((await passkeySignIn(await passkey.signIn(await signInChallenge()))).status).toBe(401);

    const another = await testPasskey();
    await addPasskey(another, 'Phone');
    await db.update(staffTable).set({ disabledAt: new Date().toISOString() }).where(eq(staffTable.id, staff.member.id));
    expect((await passkeySignIn(await another.signIn(await signInChallenge()))).status).toBe(401);
  });

  it('refuses a passkey used from an origin the configuration does not allow', async () => {
    const passkey = await testPasskey({ origin: 'https://pacificspan-login.example' });
    const added = await addPasskey(passkey);
    expect(added.status).toBe(400);
  });

  it('counts refusals against the client’s sign-in limit: 429 once it is spent', async () => {
    const stranger = await testPasskey();
    const client = { 'cf-connecting-ip': '203.0.113.77' };
    for (let attempt = 0; attempt < staffClientFailureLimit.max; attempt += 1) {
      expect((await passkeySignIn(await stranger.signIn('bm90LWlzc3VlZA'), client)).status).toBe(401);
    }
    const locked = await passkeySignIn(await stranger.signIn('bm90LWlzc3VlZA'), client);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: signInMessages.lockedOut });
  });

  it('answers bad input with 400 and the field’s message', async () => {
    const response = await passkeySignIn({ id: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { response: passkeyMessages.response } });
  });
});
