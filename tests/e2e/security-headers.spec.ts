import { expect, test, type Page, type Response } from '../support/test';
import { chatCopy } from '../../domain/assistant/chat';
import { company } from '../../domain/company/company';
import { createAccessCode } from '../../scripts/nda-code';
import { hitOneNail } from '../support/nail-game';

/**
 * The security headers in a real browser (docs/security.md): every page keeps working under its
 * Content-Security-Policy, with not one violation or console error, whether the Worker rendered the page
 * (a nonce) or it was pre-rendered at build (hashes from build/client/_headers).
 */

/** Collects every CSP violation, console error or warning and uncaught error of a page. */
async function watchForProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => {
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    return [...problems, ...violations.map((violation) => `CSP: ${violation}`)];
  };
}

/**
 * Pre-rendered pages are static files whose policy trusts their inline scripts by hash (build/client/_headers);
 * documents the Worker renders trust them by a per-request nonce (docs/decisions/023).
 */
function expectStrictHeaders(response: Response | null, scripts: 'hashes' | 'nonce') {
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  if (scripts === 'hashes') {
    expect(scriptSrc).toMatch(/'sha256-[^']+'/);
    expect(scriptSrc).not.toContain("'nonce-");
  } else {
    expect(scriptSrc).toMatch(/'nonce-[^']+'/);
  }
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  return headers;
}

test('home (pre-rendered): the hero, the chat and lazy widgets run under the hashed policy', async ({ page }) => {
  const problems = await watchForProblems(page);
  const response = await page.goto('/');
  expectStrictHeaders(response, 'hashes');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('End');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: chatCopy.open }).click();
  await expect(page.getByRole('region', { name: chatCopy.title })).toBeVisible();
  expect(await problems()).toEqual([]);
});

test('a form page validates in the browser under the policy', async ({ page }) => {
  const problems = await watchForProblems(page);
  expectStrictHeaders(await page.goto('/intake'), 'hashes');
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: /submit/i })
    .first()
    .click();
  await expect(page.getByText(/is required/).first()).toBeVisible();
  expect(await problems()).toEqual([]);
});

test('the staff sign-in page is never cached', async ({ page }) => {
  const problems = await watchForProblems(page);
  const headers = expectStrictHeaders(await page.goto('/admin/login'), 'nonce');
  expect(headers['cache-control']).toBe('private, no-store');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  expect(await problems()).toEqual([]);
});

test('the NDA portal shows its confidential images through object URLs', async ({ page }, testInfo) => {
  const problems = await watchForProblems(page);
  const { code } = await createAccessCode(`e2e headers ${testInfo.project.name} ${Date.now()}`, 'e2e');
  expectStrictHeaders(await page.goto('/nda-subdivision'), 'hashes');
  const form = page.getByRole('form', { name: 'NDA portal access' });
  await form.getByLabel(/^Access Code/).fill(code);
  await form.getByLabel('Full Name').fill('Leilani Akana');
  await form.getByLabel('Email').fill(`headers.${testInfo.project.name}.${Date.now()}@example.com`);
  await form.getByLabel('Company').fill('Mauka Land Partners');
  await form.getByText(/^I agree/).click();
  await form.getByRole('button', { name: 'Access Portal' }).click();
  const image = page.getByRole('region', { name: 'Confidential plans' }).locator('img').first();
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  expect(await problems()).toEqual([]);
});

test('the live-app popup and the nail game (Web Audio) work under the policy', async ({ page, context }) => {
  await context.route(`${company.liveAppUrl}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Live app</title>' }),
  );
  const problems = await watchForProblems(page);
  expectStrictHeaders(await page.goto('/app-login'), 'hashes');
  await hitOneNail(page);

  const form = page.getByRole('form', { name: 'Sign in to the company app' });
  await form.getByLabel('Username').fill('site.lead');
  await form.getByLabel('Password').fill('framing');
  const popupOpened = context.waitForEvent('page');
  await form.getByRole('button', { name: 'Sign In' }).click();
  // The tab opens empty within the click (so popup blockers allow it) and reaches the app when
  // 'Connecting...' ends.
  const popup = await popupOpened;
  await popup.waitForURL(`${company.liveAppUrl}/`);
  expect(await problems()).toEqual([]);
});

test('API answers carry the headers and are not stored', async ({ request }) => {
  const response = await request.get('/api/nda-access/images/master-site-plan');
  expect(response.status()).toBe(401);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['cache-control']).toContain('no-store');
});
