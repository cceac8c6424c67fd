import type { SignedInStaffMember, StaffRole } from '@site/domain/staff/roles';
import { passedBotCheck } from '@site/domain/forms/bot-check';
import { z } from '@site/domain/forms/zod';
import { env } from 'cloudflare:workers';
import { database } from '../db/client';
import { staff } from '../db/schema';
import { workerStaffPasswords } from '../services/staff/argon2id';
import { challengeCookieName, newStaffAccount } from '../services/staff/staff-auth';
import { deviceCookieName } from '../services/staff/staff-devices';
import { sessionCookieName } from '../services/staff/staff-sessions';
import { totpCode, totpStepAt } from '../services/staff/totp';
import { callApi } from './requests';

/** Password hashing as the Worker under test does it: its Argon2id and its pepper. */
export const testStaffPasswords = () => workerStaffPasswords(env.STAFF_PASSWORD_PEPPER);

/**
 * Stores an account the way `npm run staff:account -- create` does (an owner, unless `role` says otherwise);
 * hands the test the plain password.
 */
export async function storeStaffAccount(
  email = 'ana.reyes@pacificspan.example',
  name = 'Ana Reyes',
  role: StaffRole = 'owner',
) {
  const { password, record } = await newStaffAccount(await testStaffPasswords(), email, name);
  await database(env.DB)
    .insert(staff)
    .values({ ...record, role });
  return { id: record.id, email: record.email, name: record.name, role, password };
}

/** The headers a same-origin browser request of the admin pages carries. */
export const sameOrigin = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

export const signInRequest = (
  email: string,
  password: string,
  headers: Record<string, string> = {},
  options: { endOtherSessions?: boolean } = {},
) =>
  callApi('/api/admin/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin, ...passedBotCheck, ...headers },
    body: JSON.stringify({ email, password, ...options }),
  });

/** The second step, with the challenge cookie added to any cookie the browser already sends. */
export const secondFactorRequest = (challengeCookie: string, code: string, headers: Record<string, string> = {}) =>
  callApi('/api/admin/session/second-factor', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...sameOrigin,
      ...headers,
      cookie: [headers.cookie, challengeCookie].filter(Boolean).join('; '),
    },
    body: JSON.stringify({ code }),
  });

/** A cookie a response set, as the browser would send it back (`name=value`). */
export function cookieFrom(response: Response, name: string): string {
  for (const header of response.headers.getSetCookie()) {
    const match = new RegExp(`^${name}=([^;]+)`).exec(header);
    if (match?.[1]) return `${name}=${match[1]}`;
  }
  throw new Error(`The response set no ${name} cookie`);
}

export const sessionCookieFrom = (response: Response) => cookieFrom(response, sessionCookieName);
export const challengeCookieFrom = (response: Response) => cookieFrom(response, challengeCookieName);
export const deviceCookieFrom = (response: Response) => cookieFrom(response, deviceCookieName);

export interface EnrolledAccount extends SignedInStaffMember {
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
  /** The last TOTP step used, so the next sign-in uses a later one (a code is accepted only once). */
  lastStep: number;
}

/**
 * The next code the account will accept: a step after the last one used, within the one step of drift
 * the server allows. Tests that sign in more than twice in 30 seconds use a recovery code instead.
 */
export function nextTotpCode(account: EnrolledAccount): string {
  const step = Math.max(totpStepAt(Date.now()) - 1, account.lastStep + 1);
  if (step > totpStepAt(Date.now()) + 1) throw new Error('No unused TOTP step left this half-minute');
  account.lastStep = step;
  return totpCode(account.totpSecret, { step });
}

/** The answers of a first sign-in's two steps, as far as enrolling reads them. */
const enrolStep = z.object({ step: z.literal('enrol'), secret: z.string() });
const enrolled = z.object({ recoveryCodes: z.array(z.string()) });

/** An account that enrolled its authenticator at its first sign-in, and the cookies that sign-in set. */
export async function enrolledStaffAccount(
  email?: string,
  name?: string,
  headers: Record<string, string> = {},
  role: StaffRole = 'owner',
): Promise<{ account: EnrolledAccount; sessionCookie: string; deviceCookie: string }> {
  const stored = await storeStaffAccount(email, name, role);
  const first = await signInRequest(stored.email, stored.password, headers);
  const step = enrolStep.parse(await first.json());
  const lastStep = totpStepAt(Date.now());
  const code = totpCode(step.secret, { step: lastStep });
  const second = await secondFactorRequest(challengeCookieFrom(first), code, headers);
  const body = enrolled.parse(await second.json());
  return {
    account: { ...stored, totpSecret: step.secret, recoveryCodes: body.recoveryCodes, lastStep },
    sessionCookie: sessionCookieFrom(second),
    deviceCookie: deviceCookieFrom(second),
  };
}

/** Both steps of a sign-in with the next TOTP code; the second step's response. */
export async function fullSignIn(
  account: EnrolledAccount,
  headers: Record<string, string> = {},
  options: { endOtherSessions?: boolean } = {},
): Promise<Response> {
  const first = await signInRequest(account.email, account.password, headers, options);
  if (first.status !== 200) return first;
  return secondFactorRequest(challengeCookieFrom(first), nextTotpCode(account), headers);
}

/**
 * A signed-in staff member (an owner, unless `role` says otherwise): who they are, their enrolled account and
 * their session cookie.
 */
export async function signedInStaff(
  role: StaffRole = 'owner',
  email?: string,
  name?: string,
): Promise<{ member: SignedInStaffMember; account: EnrolledAccount; cookie: string }> {
  const { account, sessionCookie: cookie } = await enrolledStaffAccount(email, name, {}, role);
  return {
    member: { id: account.id, email: account.email, name: account.name, role: account.role },
    account,
    cookie,
  };
}
