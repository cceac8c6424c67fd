import { expect, test } from '../support/test';
import { queryD1, sqlText } from '../support/d1';
import { e2ePort } from '../support/server';
import { signIn, signOut, staffOfThisRun, type E2eStaff } from '../support/staff';

/**
 * WebAuthn refuses an IP address as a relying-party ID, so these pages are opened by the loopback's name:
 * the same server on 127.0.0.1, the origin the configuration allows (wrangler.toml, docs/deploy.md).
 */
test.use({ baseURL: `http://localhost:${e2ePort}` });

/**
 * A passkey added after a password and code sign-in, then used alone to sign in (docs/decisions/091): Chromium's
 * virtual authenticator (the DevTools protocol's WebAuthn domain) plays a phone's or laptop's built-in one.
 */
test.describe('staff passkeys', () => {
  let staff: E2eStaff;

  test.beforeAll(async () => {
    ({ staff } = await staffOfThisRun('Pk'));
  });

  test('a passkey registered on the Sessions tab signs in with no password or code', async ({ page }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signIn(page, staff);
    await page.goto('/admin/sessions');
    await expect(page.getByText('No passkeys yet. Add one to sign in without your password and code.')).toBeVisible();
    const form = page.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel(/^Passkey name/).fill('Work laptop');
    await form.getByRole('button', { name: 'Add a passkey' }).click();
    const passkey = page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem', { name: 'Work laptop' });
    await expect(passkey).toContainText('never used');
    const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();

    await page.goto('/admin/sessions');
    await expect(passkey).toContainText('last used');
    const [stored] = await queryD1<{ last_used_at: string | null; sign_count: number }>(
      `select p.last_used_at, p.counter as sign_count from staff_passkeys p join staff s on s.id = p.staff_id
       where s.email = ${sqlText(staff.email)}`,
    );
    expect(stored?.last_used_at).not.toBeNull();
  });
});
