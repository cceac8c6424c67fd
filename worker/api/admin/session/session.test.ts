import { signInMessages, type SignInStep, type SignedIn } from '@site/domain/staff/sign-in';
import { botCheckRefusedMessage, passedBotCheck } from '@site/domain/forms/bot-check';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { database } from '../../../db/client';
import { rateLimitHits, staff, staffRecoveryCodes, staffSessions, staffSignInChallenges } from '../../../db/schema';
import { pbkdf2Sha256, randomBytes, sha256Hex, toBase64Url } from '../../../services/protection/crypto';
import { workerStaffPasswords } from '../../../services/staff/argon2id';
import { resetSecondFactor, signIn } from '../../../services/staff/staff-auth';
import { keyedHash } from '../../../services/protection/keyed-hash';
import { checkDeviceCookie, deviceLifetimeMs, issueDeviceCookie } from '../../../services/staff/staff-devices';
import { openSecret, staffKeys } from '../../../services/staff/staff-keys';
import { generateStaffPassword, hashPassword } from '../../../services/staff/staff-passwords';
import { checkSession, sessionLifetimeMs } from '../../../services/staff/staff-sessions';
import { totpCode, totpStepAt, totpStepSeconds } from '../../../services/staff/totp';
import { rateLimitHitsIn } from '../../../test/rate-limits';
import { callApi, fromClient } from '../../../test/requests';
import {
  challengeCookieFrom,
  enrolledStaffAccount,
  fullSignIn,
  nextTotpCode,
  sameOrigin,
  secondFactorRequest,
  sessionCookieFrom,
  signInRequest,
  storeStaffAccount,
  testStaffPasswords,
} from '../../../test/staff';
import { writeRefusals as adminAnswers } from '../../../http/write-refusal';

const db = database(env.DB);

/** Whether the session cookie still opens the staff pages (the guard's own check). */
const isLive = async (cookie: string) =>
  (await checkSession(db, new Request('http://localhost/admin', { headers: { cookie } }))).ok;

describe('POST /api/admin/session (sign-in)', () => {
  it('answers a right password with the second step, never a session: enrolment at the first sign-in', async () => {
    const account = await storeStaffAccount('Ana.Reyes@PacificSpan.example');
    const response = await signInRequest('ana.reyes@pacificspan.EXAMPLE', account.password);
    expect(response.status).toBe(200);
    const step = await response.json<SignInStep>();
    expect(step).toEqual({
      step: 'enrol',
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/) as string,
      otpauthUri: expect.stringMatching(
        /^otpauth:\/\/totp\/Pacific%20Span%20Builders:ana.reyes%40pacificspan\.example\?issuer=Pacific%20Span%20Builders&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
      ) as string,
      accountName: 'ana.reyes@pacificspan.example',
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      /^__Host-admin_challenge=[\w-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await db.select().from(staffSessions).all()).toEqual([]);
  });

  it('signs in once a code confirms the enrolment: session, device cookie and ten recovery codes, shown once', async () => {
    const account = await storeStaffAccount();
    const first = await signInRequest(account.email, account.password);
    const { secret } = (await first.json()) as Extract<SignInStep, { step: 'enrol' }>;
    const response = await secondFactorRequest(challengeCookieFrom(first), totpCode(secret, { nowMs: Date.now() }));
    expect(response.status).toBe(200);
    const body = await response.json<SignedIn>();
    expect(body.staff).toEqual({ id: account.id, email: 'ana.reyes@pacificspan.example', name: 'Ana Reyes' });
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes ?? [])
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){5}$/);
    expect(new Set(body.recoveryCodes).size).toBe(10);

    const [session, device, challenge] = response.headers.getSetCookie();
    expect(session).toMatch(
      new RegExp(
        `^__Host-admin_session=[\\w-]{43}; Max-Age=${sessionLifetimeMs / 1000}; Path=/; HttpOnly; Secure; SameSite=Strict$`,
      ),
    );
    expect(device).toMatch(
      new RegExp(
        `^__Host-admin_device=[^;]+; Max-Age=${deviceLifetimeMs / 1000}; Path=/; HttpOnly; Secure; SameSite=Strict$`,
      ),
    );
    expect(challenge).toMatch(/^__Host-admin_challenge=; Max-Age=0; /);
    expect(await db.select().from(staffSignInChallenges).all()).toEqual([]);

    // The secret is stored encrypted and the recovery codes only as keyed hashes.
    const [row] = await db.select().from(staff).all();
    expect(row?.totpSecret).toMatch(/^[\w-]{16}\.[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    const stored = await db.select().from(staffRecoveryCodes).all();
    expect(stored).toHaveLength(10);
    for (const code of body.recoveryCodes ?? []) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));

    // From now on the password leads to a code, and no secret is shown again.
    const again = await signInRequest(account.email, account.password);
    expect(await again.json()).toEqual({ step: 'totp' });
  });

  it('stores a new password only as a salted, peppered Argon2id hash at OWASP cost', async () => {
    const account = await storeStaffAccount();
    const [row] = await db.select().from(staff).all();
    expect(row).toMatchObject({ passwordAlgorithm: 'argon2id', passwordIterations: 2, passwordMemoryKib: 19_456 });
    expect(row?.passwordSalt).toMatch(/^[\w-]{22}$/);
    expect(row?.passwordHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(account.password);
    expect((await signInRequest(account.email, account.password)).status).toBe(200);
    expect((await signInRequest(account.email, `${account.password}x`)).status).toBe(401);
  });

  it('signs in a PBKDF2 account from before Argon2id and re-hashes it with Argon2id in that sign-in', async () => {
    const password = generateStaffPassword();
    const salt = randomBytes(16);
    const email = 'old.hash@pacificspan.example';
    await db.insert(staff).values({
      id: crypto.randomUUID(),
      email,
      name: 'Old Hash',
      passwordAlgorithm: 'pbkdf2-sha256',
      passwordSalt: toBase64Url(salt),
      passwordHash: toBase64Url(await pbkdf2Sha256(password, salt, 100_000)),
      passwordIterations: 100_000,
    });
    const stored = () => db.select().from(staff).where(eq(staff.email, email)).get();

    expect((await signInRequest(email, 'wrong-password')).status).toBe(401);
    expect(await stored()).toMatchObject({ passwordAlgorithm: 'pbkdf2-sha256', passwordIterations: 100_000 });

    expect((await signInRequest(email, password)).status).toBe(200);
    const upgraded = await stored();
    expect(upgraded).toMatchObject({ passwordAlgorithm: 'argon2id', passwordIterations: 2, passwordMemoryKib: 19_456 });

    // The new hash holds the same password, and a current hash is not written again.
    expect((await signInRequest(email, password)).status).toBe(200);
    expect((await stored())?.passwordHash).toBe(upgraded?.passwordHash);
    expect((await signInRequest(email, 'wrong-password')).status).toBe(401);
  });

  it('refuses the right password when its hash was made with another pepper', async () => {
    const account = await storeStaffAccount();
    const otherPepper = await workerStaffPasswords(toBase64Url(randomBytes(32)));
    await db
      .update(staff)
      .set(await hashPassword(otherPepper, account.password))
      .where(eq(staff.email, account.email));
    expect((await signInRequest(account.email, account.password)).status).toBe(401);
    await db
      .update(staff)
      .set(await hashPassword(await testStaffPasswords(), account.password))
      .where(eq(staff.email, account.email));
    expect((await signInRequest(account.email, account.password)).status).toBe(200);
  });

  it('stores only the SHA-256 of the token, and a new token at every sign-in', async () => {
    const { account, sessionCookie: first } = await enrolledStaffAccount();
    const second = sessionCookieFrom(await fullSignIn(account));
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
      expect(await response.json()).toEqual({ message: signInMessages.signInFailed });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a disabled account', async () => {
    const account = await storeStaffAccount();
    await db.update(staff).set({ disabledAt: new Date().toISOString() });
    expect((await signInRequest(account.email, account.password)).status).toBe(401);
  });

  it('enrols only while none is enrolled: an authenticator enrolled after the challenge began is kept', async () => {
    const account = await storeStaffAccount();
    const first = await signInRequest(account.email, account.password, fromClient('198.51.100.31'));
    const second = await signInRequest(account.email, account.password, fromClient('198.51.100.32'));
    // The answers' JSON is untyped; an account without an authenticator is answered with the enrol step.
    const firstSecret = ((await first.json()) as Extract<SignInStep, { step: 'enrol' }>).secret;
    const secondSecret = ((await second.json()) as Extract<SignInStep, { step: 'enrol' }>).secret;
    const now = Date.now();
    expect(
      (await secondFactorRequest(challengeCookieFrom(second), totpCode(secondSecret, { nowMs: now }))).status,
    ).toBe(200);
    const late = await secondFactorRequest(challengeCookieFrom(first), totpCode(firstSecret, { nowMs: now }));
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ message: signInMessages.signInExpired });
    const [stored] = await db.select().from(staff).where(eq(staff.id, account.id)).all();
    const keys = await staffKeys(env.STAFF_AUTH_SECRET);
    expect(stored?.totpSecret && (await openSecret(keys, account.id, stored.totpSecret))).toBe(secondSecret);
  });

  it('answers bad input with 400 and field messages', async () => {
    const response = await callApi('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin, ...passedBotCheck },
      body: JSON.stringify({ email: 'not-an-email', password: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { email: signInMessages.email, password: signInMessages.password },
    });
  });

  it('holds against the lockout attack: wrong passwords from many addresses stop neither the staff member nor a new browser', async () => {
    const { account, deviceCookie } = await enrolledStaffAccount();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect(
        (await signInRequest(account.email, `wrong-${attempt}`, fromClient(`192.0.2.${attempt + 1}`))).status,
      ).toBe(401);
    }
    // The staff member's own browser (its device cookie) signs in from another address.
    const own = await fullSignIn(account, { ...fromClient('198.51.100.7'), cookie: deviceCookie });
    expect(own.status).toBe(200);
    // A browser the account never used, having passed the bot check like every sign-in, gets its second step.
    const unknown = await signInRequest(account.email, account.password, fromClient('198.51.100.8'));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ step: 'totp' });
  });

  it('refuses a sign-in without a confirmed bot-check token with 403, before the password is checked', async () => {
    const account = await storeStaffAccount();
    const response = await signInRequest(account.email, account.password, {
      ...fromClient('198.51.100.9'),
      'turnstile-token': 'forged.token',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: botCheckRefusedMessage });
    expect(await db.select().from(rateLimitHits).all()).toHaveLength(0);
  });

  it('e-mails the owner once an hour when failures pile up, and tags the account by keyed hash only', async () => {
    const account = await storeStaffAccount();
    const keys = await staffKeys(env.STAFF_AUTH_SECRET);
    const alerted: string[] = [];
    const passwords = await testStaffPasswords();
    const request = (client: string) => ({
      passwords,
      client,
      deviceCookie: null,
      accountTag: (email: string) => keyedHash(env.KEYED_HASH_SECRET, 'staff-account').then((tag) => tag(email)),
      alertOwner: async ({ email }: { email: string }) => {
        alerted.push(email);
      },
    });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      const result = await signIn(db, keys, { email: account.email, password: 'wrong' }, request(`client-${attempt}`));
      expect(result.outcome).toBe('refused');
    }
    expect(alerted).toEqual([account.email]);
    const counted = await rateLimitHitsIn('staff-sign-in:account');
    expect(counted.length).toBeGreaterThan(0);
    for (const { client } of counted) {
      expect(client).not.toContain(await sha256Hex(account.email));
      expect(client).toMatch(/^account:[0-9a-f]{64}$/);
    }
  });

  it('locks an (account, client) pair after 5 failures for 15 minutes, even for the right password and a device cookie', async () => {
    const { account, deviceCookie } = await enrolledStaffAccount();
    const address = fromClient('203.0.113.20');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInRequest(account.email, `wrong-${attempt}`, address)).status).toBe(401);
    }
    const locked = await signInRequest(account.email, account.password, { ...address, cookie: deviceCookie });
    expect(locked.status).toBe(429);
    // The window, not the moment a slot frees: an attacker cannot time a guess just before the owner's try.
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.json()).toEqual({ message: signInMessages.lockedOut });
    // The same browser from another address is another pair.
    expect((await fullSignIn(account, { ...fromClient('203.0.113.21'), cookie: deviceCookie })).status).toBe(200);
  });

  it('locks a device cookie after 5 failures; the account still signs in from another browser', async () => {
    const { account, deviceCookie } = await enrolledStaffAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signInRequest(account.email, 'wrong', {
        ...fromClient(`192.0.2.${attempt + 1}`),
        cookie: deviceCookie,
      });
      expect(response.status).toBe(401);
    }
    const locked = await signInRequest(account.email, account.password, {
      ...fromClient('192.0.2.50'),
      cookie: deviceCookie,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(890);
    expect((await fullSignIn(account, fromClient('192.0.2.51'))).status).toBe(200);
  });

  it('refuses forged, foreign and expired device cookies: such a browser counts as unknown', async () => {
    const { account, deviceCookie } = await enrolledStaffAccount();
    const keys = await staffKeys(env.STAFF_AUTH_SECRET);
    const value = deviceCookie.split('=')[1] ?? '';
    const [staffId, deviceId, expires] = value.split('.');
    const otherKeys = await staffKeys(crypto.randomUUID() + crypto.randomUUID());
    const fromOtherSecret = (await issueDeviceCookie(otherKeys, account.id)).split(';')[0]?.split('=')[1] ?? '';
    const expired =
      (await issueDeviceCookie(keys, account.id, Date.now() - deviceLifetimeMs - 1)).split(';')[0]?.split('=')[1] ?? '';

    expect(await checkDeviceCookie(keys, value)).toMatchObject({ valid: true, device: { staffId: account.id } });
    expect(
      await checkDeviceCookie(keys, `${staffId}.${deviceId}.${Number(expires) + 1}.${value.split('.')[3]}`),
    ).toEqual({ valid: false, reason: 'forged' });
    expect(await checkDeviceCookie(keys, `someone-else.${deviceId}.${expires}.${value.split('.')[3]}`)).toEqual({
      valid: false,
      reason: 'forged',
    });
    expect(await checkDeviceCookie(keys, fromOtherSecret)).toEqual({ valid: false, reason: 'forged' });
    expect(await checkDeviceCookie(keys, 'not.a.cookie')).toEqual({ valid: false, reason: 'forged' });
    expect(await checkDeviceCookie(keys, expired)).toEqual({ valid: false, reason: 'expired' });

    // A browser offering any of them is unknown: no device limit of its own, one more failure on the account.
    const keysOf = await staffKeys(env.STAFF_AUTH_SECRET);
    for (const cookie of [fromOtherSecret, expired]) {
      const result = await signIn(
        db,
        keysOf,
        { email: account.email, password: 'wrong' },
        {
          passwords: await testStaffPasswords(),
          client: 'one-client',
          deviceCookie: cookie,
          accountTag: async (email) => email,
        },
      );
      expect(result.outcome).toBe('refused');
    }
    const perDevice = await rateLimitHitsIn('staff-sign-in:device');
    expect(perDevice).toHaveLength(0);
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

  it('does not count a right password as a failure', async () => {
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
    expect(signIns.map((entry) => entry.outcome)).toEqual(['refused', 'password-right-enrol']);
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

const passwordStep = async (email: string, password: string, options: { endOtherSessions?: boolean } = {}) => {
  const response = await signInRequest(email, password, {}, options);
  expect(response.status).toBe(200);
  return challengeCookieFrom(response);
};

/**
 * The TOTP step now, after waiting out a half-minute about to turn: a code some steps away from it keeps that
 * distance until the server reads it, instead of becoming one step nearer when the half-minute turns mid-request.
 */
async function stepWithTimeToSpare(spareMs = 2000): Promise<number> {
  const left = totpStepSeconds * 1000 - (Date.now() % (totpStepSeconds * 1000));
  if (left < spareMs) await new Promise((resolve) => setTimeout(resolve, left));
  return totpStepAt(Date.now());
}

describe('POST /api/admin/session/second-factor', () => {
  it('keeps an enrolment unconfirmed until a right code, and asks for the password again after 5 wrong ones', async () => {
    const account = await storeStaffAccount();
    const challenge = await passwordStep(account.email, account.password);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await secondFactorRequest(challenge, '000000');
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({
        message: signInMessages.codeWrong,
      });
    }
    const [row] = await db.select({ totpSecret: staff.totpSecret }).from(staff).all();
    expect(row?.totpSecret).toBeNull();
    const fifth = await secondFactorRequest(challenge, '000000');
    expect(fifth.status).toBe(401);
    expect(await fifth.json()).toEqual({ message: signInMessages.signInExpired });
    expect(await db.select().from(staffSignInChallenges).all()).toEqual([]);
  });

  it('accepts a code once: the same code again is refused, and so are codes two steps away', async () => {
    const { account } = await enrolledStaffAccount();
    const enrolmentCode = totpCode(account.totpSecret, { step: account.lastStep });
    expect((await secondFactorRequest(await passwordStep(account.email, account.password), enrolmentCode)).status).toBe(
      401,
    );

    for (const away of [-2, 2]) {
      const challenge = await passwordStep(account.email, account.password);
      const step = (await stepWithTimeToSpare()) + away;
      expect((await secondFactorRequest(challenge, totpCode(account.totpSecret, { step }))).status).toBe(401);
    }
    const code = nextTotpCode(account);
    const accepted = await secondFactorRequest(await passwordStep(account.email, account.password), code);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ staff: { id: account.id, email: account.email, name: account.name } });
    expect((await secondFactorRequest(await passwordStep(account.email, account.password), code)).status).toBe(401);
  });

  it('signs in with a recovery code exactly once, typed with any case, spaces or dashes', async () => {
    const { account } = await enrolledStaffAccount();
    const recovery = account.recoveryCodes[0] ?? '';
    const typed = ` ${recovery.toUpperCase().replaceAll('-', ' ')} `;
    const first = await secondFactorRequest(await passwordStep(account.email, account.password), typed);
    expect(first.status).toBe(200);
    expect(sessionCookieFrom(first)).toMatch(/^__Host-admin_session=/);
    expect((await secondFactorRequest(await passwordStep(account.email, account.password), recovery)).status).toBe(401);
    const used = await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, account.id)).all();
    expect(used.filter((code) => code.usedAt !== null)).toHaveLength(1);
  });

  it('refuses without a challenge, with an expired one, and a challenge cannot be reused after it signed in', async () => {
    const { account } = await enrolledStaffAccount();
    expect(await (await secondFactorRequest('', '123456')).json()).toEqual({ message: signInMessages.signInExpired });

    const expired = await passwordStep(account.email, account.password);
    await db.update(staffSignInChallenges).set({ expiresAt: new Date(Date.now() - 1).toISOString() });
    const rightCode = totpCode(account.totpSecret, { step: account.lastStep + 1 });
    expect((await secondFactorRequest(expired, rightCode)).status).toBe(401);

    const challenge = await passwordStep(account.email, account.password);
    expect((await secondFactorRequest(challenge, nextTotpCode(account))).status).toBe(200);
    expect((await secondFactorRequest(challenge, account.recoveryCodes[1] ?? '')).status).toBe(401);
  });

  it('answers a malformed code with 400 and the field message', async () => {
    const { account } = await enrolledStaffAccount();
    const challenge = await passwordStep(account.email, account.password);
    for (const code of ['12345', 'abc', '1234567', 'x'.repeat(100)]) {
      const response = await secondFactorRequest(challenge, code);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        fieldErrors: { code: signInMessages.code },
      });
    }
  });

  it('locks the second step of an account after 10 wrong codes in 15 minutes, across challenges', async () => {
    const { account } = await enrolledStaffAccount();
    for (let challenge = 0; challenge < 2; challenge += 1) {
      const cookie = await passwordStep(account.email, account.password);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await secondFactorRequest(cookie, '000000')).status).toBe(401);
      }
    }
    const locked = await secondFactorRequest(
      await passwordStep(account.email, account.password),
      nextTotpCode(account),
    );
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: signInMessages.lockedOut });
  });

  it('ends the other sessions when the sign-in asks to', async () => {
    const { account, sessionCookie: first } = await enrolledStaffAccount();
    const second = sessionCookieFrom(await fullSignIn(account));
    expect(await isLive(first)).toBe(true);
    const challenge = await passwordStep(account.email, account.password, { endOtherSessions: true });
    const third = await secondFactorRequest(challenge, account.recoveryCodes[0] ?? '');
    expect(third.status).toBe(200);
    expect(await isLive(first)).toBe(false);
    expect(await isLive(second)).toBe(false);
    expect(await isLive(sessionCookieFrom(third))).toBe(true);
  });

  it('resets the second factor: sessions and recovery codes end, and the next sign-in enrols again', async () => {
    const { account, sessionCookie } = await enrolledStaffAccount();
    expect(await resetSecondFactor(db, account.email.toUpperCase())).toBe(true);
    expect(await isLive(sessionCookie)).toBe(false);
    expect(await db.select().from(staffRecoveryCodes).all()).toEqual([]);
    const again = await signInRequest(account.email, account.password);
    expect((await again.json<SignInStep>()).step).toBe('enrol');
    expect(await resetSecondFactor(db, 'nobody@pacificspan.example')).toBe(false);
  });
});
