import type { StaffMember } from '@site/domain/admin';
import { env } from 'cloudflare:workers';
import { database } from '../db/client';
import { staff } from '../db/schema';
import { newStaffAccount } from '../services/staff-auth';
import { sessionCookieName } from '../services/staff-sessions';
import { callApi } from './requests';

/** Stores an account the way `npm run staff:account -- create` does; hands the test the plain password. */
export async function storeStaffAccount(email = 'ana.reyes@pacificspan.example', name = 'Ana Reyes') {
  const { password, record } = await newStaffAccount(email, name);
  await database(env.DB).insert(staff).values(record);
  return { id: record.id, email: record.email, name: record.name, password };
}

/** The headers a same-origin browser request of the admin pages carries. */
export const sameOrigin = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

export const signInRequest = (email: string, password: string, headers: Record<string, string> = {}) =>
  callApi('/api/admin/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin, ...headers },
    body: JSON.stringify({ email, password }),
  });

/** The cookie value a response set, as the browser would send it back. */
export function sessionCookieFrom(response: Response): string {
  const match = new RegExp(`${sessionCookieName}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('The response set no session cookie');
  return `${sessionCookieName}=${match[1]}`;
}

/** A signed-in staff member and a way to call the admin API as them, from the admin pages. */
export async function signedInStaff(): Promise<{
  member: StaffMember;
  cookie: string;
  call: (path: string, init?: RequestInit) => Promise<Response>;
  send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
}> {
  const account = await storeStaffAccount();
  const response = await signInRequest(account.email, account.password);
  const cookie = sessionCookieFrom(response);
  const call = async (path: string, init: RequestInit = {}) =>
    callApi(path, { ...init, headers: { cookie, ...(init.headers as Record<string, string> | undefined) } });
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method,
      headers: { 'content-type': 'application/json', ...sameOrigin, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { member: { id: account.id, email: account.email, name: account.name }, cookie, call, send };
}
