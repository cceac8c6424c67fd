import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole } from '../../domain/staff/roles';
import { createStaffAccount } from '../../scripts/staff-account';
import { totpCode, totpStepAt } from '../../worker/services/staff/totp';
import { queryD1, sqlText } from './d1';
import { postContactLead } from './leads';

/**
 * A staff account of the end-to-end database, made with the account command (an owner unless `role` says otherwise), and what its first sign-in
 * enrolled: the authenticator's secret (read off the page, as a person would type it into an app) and the
 * recovery codes shown once.
 */
export interface E2eStaff {
  email: string;
  password: string;
  totpSecret?: string;
  recoveryCodes?: string[];
  /** The last TOTP step used: the server accepts each step once. */
  lastStep: number;
}

export async function createE2eStaff(email: string, name = 'Ana Reyes', role: StaffRole = 'owner'): Promise<E2eStaff> {
  return { email, password: await createStaffAccount(email, name, 'e2e', role), lastStep: 0 };
}

/** A word no other test's lead or account carries (`prefix` tells the specs apart), so what a run makes is found exactly. */
export const runToken = (prefix: string) => `${prefix}${test.info().project.name}${Date.now().toString(36)}`;

/**
 * For a describe's `beforeAll`: this run's token and a staff account named by it (`who.<token>@pacificspan.example`);
 * with `colleague`, also Kai Lono <token> to give leads to.
 */
export async function staffOfThisRun(
  prefix: string,
  { who = 'staff', colleague = false } = {},
): Promise<{ token: string; staff: E2eStaff }> {
  const token = runToken(prefix);
  const staff = await createE2eStaff(`${who}.${token.toLowerCase()}@pacificspan.example`);
  if (colleague) await createE2eStaff(`kai.${token.toLowerCase()}@pacificspan.example`, `Kai Lono ${token}`);
  return { token, staff };
}

const stepMs = 30_000;

/**
 * The code the authenticator app shows for a step the server has not accepted yet: the current one, or
 * the next (the server allows one step of drift), or else the test waits for the next half-minute.
 */
export async function nextTotpCode(staff: E2eStaff): Promise<string> {
  if (!staff.totpSecret) throw new Error(`${staff.email} has not enrolled an authenticator yet`);
  let step = Math.max(totpStepAt(Date.now()), staff.lastStep + 1);
  if (step > totpStepAt(Date.now()) + 1) {
    await new Promise((resolve) => setTimeout(resolve, stepMs - (Date.now() % stepMs) + 100));
    step = totpStepAt(Date.now());
  }
  staff.lastStep = step;
  return totpCode(staff.totpSecret, { step });
}

/** The password step of /admin/login. */
export async function enterPassword(page: Page, staff: E2eStaff, { endOtherSessions = false } = {}) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('E-mail').fill(staff.email);
  await form.getByLabel(/^Password/).fill(staff.password);
  if (endOtherSessions) {
    // The site's checkbox keeps the real input visually hidden under the box it draws: a person clicks the label.
    await form.getByText('Sign out my other sessions').click();
    await expect(form.getByRole('checkbox', { name: 'Sign out my other sessions' })).toBeChecked();
  }
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Sets up the authenticator at the first sign-in: reads the setup key shown beside the QR code, confirms it
 * with the code the app would show, and keeps the recovery codes. Leaves the page on the codes.
 */
export async function enrolAuthenticator(page: Page, staff: E2eStaff): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  staff.totpSecret = (await page.getByTestId('totp-secret').textContent())?.replaceAll(' ', '') ?? '';
  expect(staff.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
  const form = page.getByRole('form', { name: 'Code from the app' });
  await form.getByRole('textbox', { name: /^Code from the app/ }).fill(await nextTotpCode(staff));
  await form.getByRole('button', { name: 'Confirm' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  staff.recoveryCodes = await codes.allTextContents();
}

/** Signs out from the dashboard and waits for the sign-in page the button leads to. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** Enters a code (TOTP or recovery) at the second step. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Authentication code' });
  await form.getByRole('textbox', { name: /^Authentication code/ }).fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Signs a staff member in through both steps, enrolling the authenticator if this is the account's first
 * sign-in, and waits for the dashboard. Every admin flow of the end-to-end tests starts here.
 */
export async function signIn(page: Page, staff: E2eStaff, options: { endOtherSessions?: boolean } = {}) {
  await enterPassword(page, staff, options);
  if (staff.totpSecret) {
    await enterCode(page, await nextTotpCode(staff));
  } else {
    await enrolAuthenticator(page, staff);
    await page.getByRole('button', { name: 'I have saved them: continue' }).click();
  }
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();
}

/**
 * A visitor's contact lead from `name` and `email`, then `staff` signed in on its page; returns the lead's id.
 */
export async function openNewContactLead(
  page: Page,
  request: APIRequestContext,
  staff: E2eStaff,
  { name, email }: { name: string; email: string },
): Promise<string> {
  const leadId = await postContactLead(request, name, email);
  await signIn(page, staff);
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return leadId;
}

/**
 * A colleague's change to a lead, made meanwhile in another browser: through the lead page's own action, as
 * that page sends it, on the version stored now.
 */
export async function changeLeadElsewhere(
  request: APIRequestContext,
  leadId: string,
  change: { intent: 'plan'; followUpOn: string } | { intent: 'edit'; status: string },
) {
  const [lead] = await queryD1<{ updated_at: string }>(`select updated_at from leads where id = ${sqlText(leadId)}`);
  const response = await request.post(`/admin/leads/${encodeURIComponent(leadId)}.data`, {
    data: { ...change, updatedAt: lead?.updated_at },
  });
  expect(response.status()).toBe(200);
}

/** Whether a browser's session is over: the staff pages' data then sends it to sign in. */
export async function expectSignedOut(request: APIRequestContext) {
  const response = await request.get('/admin/leads.csv', { maxRedirects: 0 });
  expect({ status: response.status(), location: response.headers()['location'] }).toEqual({
    status: 302,
    location: '/admin/login',
  });
}

/**
 * The status board column's drop target, which a keyboard move focuses. Each key of a keyboard move waits for
 * it, as a person's next key does: a key that comes before the drag has moved the focus there is a key pressed
 * somewhere else.
 */
export const boardDropTarget = (page: Page, column: string) =>
  page.getByRole('region', { name: column }).getByRole('button', { name: /^Drop on/ });
