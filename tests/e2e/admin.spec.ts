import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { leadEditMessages } from '@site/domain/staff/lead-edits';
import { signInMessages } from '@site/domain/staff/sign-in';
import { formExamples } from '@site/domain/forms/form-examples';
import { expectNoAxeViolations } from '../support/axe';
import { e2eBaseUrl } from '../support/server';
import {
  createE2eStaff,
  enrolAuthenticator,
  enterCode,
  enterPassword,
  expectSignedOut,
  nextTotpCode,
  signIn,
  signOut,
  staffOfThisRun,
  type E2eStaff,
} from '../support/staff';
import { postLead } from '../support/leads';
import { queryD1, sqlText } from '../support/d1';

/** A React Router data request: how an admin page's loaders and actions travel. */
const isRouteData = (url: URL) => url.pathname.endsWith('.data');

test.describe('admin', () => {
  let staff: E2eStaff;
  let token: string;

  test.beforeAll(async () => {
    // Staff accounts are made the way staff make them: the account command, against the e2e database.
    ({ token, staff } = await staffOfThisRun('Zq'));
  });

  test('no public page carries admin code', async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    for (const path of ['/', '/gallery']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const href of await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
        scripts.add(href);
      }
    }
    expect(scripts.size).toBeGreaterThan(3);
    for (const url of scripts) {
      const source = await (await request.get(url)).text();
      for (const adminOnly of ['Lead Management', 'Save Changes', 'Export CSV', 'Export selection', '/api/admin']) {
        expect(source.includes(adminOnly), `${url} contains "${adminOnly}"`).toBe(false);
      }
    }
  });

  test('/admin sends a visitor without a session to sign in; a wrong password is refused', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // A staff page, not a brochure: none of the public site's header, footer or floating widgets.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Site statistics' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Staff sign-in' });
    await form.getByLabel('E-mail').fill(staff.email);
    await form.getByLabel(/^Password/).fill('not the password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(signInMessages.signInFailed);
    await expect(form.getByLabel(/^Password/)).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectSignedOut(page.request);
  });

  test('staff find a lead, edit it, see the timeline, export CSV, make an NDA code and sign out', async ({
    page,
    request,
  }) => {
    // One staff session from start to finish, with an axe check of every view: longer than one page's test.
    test.setTimeout(120_000);
    const contactEmail = `contact.${token.toLowerCase()}@example.com`;
    const emergencyEmail = `emergency.${token.toLowerCase()}@example.com`;
    await postLead(request, '/api/contact', { ...formExamples.contact, name: `Kalani ${token}`, email: contactEmail });
    await postLead(request, '/api/emergency', {
      ...formExamples.emergency,
      contactName: `Marco ${token}`,
      email: emergencyEmail,
    });

    await signIn(page, staff);
    await expect(page.getByText(`Signed in as Ana Reyes (${staff.email})`)).toBeVisible();
    await expect(page.getByText('Total Leads').locator('..').locator('..')).not.toContainText('—');
    await expectNoAxeViolations(page);

    // Search by name: both leads in the table (a desk shows the table, a phone the cards); the urgent
    // emergency is listed first.
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(token);
    const table = page.getByRole('grid', { name: 'Leads' });
    const leadRows = table.getByRole('row').filter({ hasText: token });
    await expect(leadRows).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Leads' })).toBeHidden();
    await expect(leadRows.first().getByRole('rowheader')).toContainText(`Marco ${token}`);
    await expect(leadRows.first()).toContainText('Urgent');

    // Source filter: only the contact lead is left.
    await page.getByRole('button', { name: /All sources/ }).click();
    await page.getByRole('option', { name: 'Contact' }).click();
    await expect(leadRows).toHaveCount(1);
    const row = leadRows.filter({ hasText: `Kalani ${token}` });
    await expect(row).toContainText('Contact');
    await expect(row).toContainText('New');
    // Email opens the reply composer on the lead's page (docs/decisions/078).
    await expect(row.getByRole('link', { name: `Email Kalani ${token}` })).toHaveAttribute(
      'href',
      /^\/admin\/leads\/[\w-]+#reply$/,
    );

    // CSV of the filtered list: the header and exactly this lead.
    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloadEvent).path())!, 'utf8');
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toContain('Email');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(contactEmail);
    expect(rows[1]).toContain(',contact,new,');

    // A failed save keeps the dialog open with what was typed.
    await row.getByRole('button', { name: `Edit Kalani ${token}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /New/ }).click();
    await page.getByRole('option', { name: 'Won' }).click();
    await dialog.getByRole('textbox', { name: 'Estimated Value' }).fill('250000');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Signed the contract on site.');
    // The server refuses the change (a value its schema does not take arrives instead of the typed one).
    await page.route(isRouteData, (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: { ...route.request().postDataJSON(), estimatedValue: -1 } })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alertdialog').getByText(leadEditMessages.failed)).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText(
      'Failed to update lead: Please correct the highlighted fields.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Signed the contract on site.');

    // Saved for real: the toast, the dialog closes, the reloaded row shows the change.
    await page.unroute(isRouteData);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(leadEditMessages.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Won');
    await expect(row).toContainText('$250,000');

    // The detail page: the whole submission and the timeline entry (who, from → to).
    await row.getByRole('link', { name: `Kalani ${token}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kalani ${token}` })).toBeVisible();
    await expect(page.locator('dl[aria-label="Original submission"]')).toContainText(formExamples.contact.message);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Lead received by visitor');
    await expect(timeline).toContainText('Lead updated by Ana Reyes');
    await expect(timeline).toContainText('Status: New → Won');
    await expect(timeline).toContainText('Estimated value: (empty) → $250,000');
    await expectNoAxeViolations(page);

    // Each tab of the dashboard.
    await page.getByRole('link', { name: '← All leads' }).click();
    await page.getByRole('tab', { name: 'Project Tracking' }).click();
    // Staff add a project, then correct its cost: over budget shows as such.
    await page.getByRole('button', { name: 'Add Project' }).click();
    const addForm = page.getByRole('form', { name: 'Add a project' });
    await addForm.getByRole('textbox', { name: 'Project name' }).fill(`Kona Clinic ${token}`);
    await addForm.getByRole('textbox', { name: 'Client' }).fill('Kona Health');
    await addForm.getByRole('textbox', { name: 'Location' }).fill('Kailua-Kona, Hawaii');
    await addForm.getByRole('textbox', { name: 'Type' }).fill('Medical Office');
    await addForm.getByRole('textbox', { name: 'Progress (%)' }).fill('40');
    await addForm.getByRole('textbox', { name: 'Budget' }).fill('900000');
    await addForm.getByRole('button', { name: 'Add Project' }).click();
    const project = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Kona Clinic ${token}` }) });
    await expect(project.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    await expect(project).toContainText('$900,000');
    await project.getByRole('button', { name: `View Details of Kona Clinic ${token}` }).click();
    const editForm = page.getByRole('form', { name: `Edit project Kona Clinic ${token}` });
    await editForm.getByRole('textbox', { name: 'Actual cost' }).fill('950000');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(project.locator('[data-over-budget="true"]')).toHaveText(/\$950,000/);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Analytics & Reports' }).click();
    await expect(page.getByRole('table', { name: 'Leads by source' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Leads per week (week starting)' })).toBeVisible();
    await expect(page.locator('[data-testid="leads-per-week-chart"] canvas')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Conversations' }).click();
    await expect(
      page.getByText('No conversations yet.').or(page.getByRole('list', { name: 'Conversations' })),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // An NDA code is shown once.
    await page.getByRole('tab', { name: 'NDA Codes' }).click();
    await page.getByRole('textbox', { name: /Who is the code for/ }).fill(`Partner ${token}`);
    await page.getByRole('button', { name: 'Create code' }).click();
    const created = page.getByRole('region', { name: `New code for Partner ${token}` });
    await expect(created.getByTestId('created-code')).toHaveText(
      /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/,
    );
    const code = await created.getByTestId('created-code').textContent();
    await expect(page.getByRole('list', { name: 'Access codes' })).toContainText(`Partner ${token}`);
    await expectNoAxeViolations(page);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(code!)).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'NDA Codes' }).click();
    await expect(page.getByRole('list', { name: 'Access codes' })).toContainText(`Partner ${token}`);
    await expect(page.getByText(code!)).toHaveCount(0);

    // Signed out: the staff pages' data sends back to sign-in.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectSignedOut(page.request);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the first sign-in enrols an authenticator from its QR code and key; then its codes sign in, and a recovery code once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const member = await createE2eStaff(`enrol.${token.toLowerCase()}@pacificspan.example`, 'Ben Okafor');
    await enterPassword(page, member);
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(page.getByText(`Enter the 6-digit code the app shows for ${member.email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await enrolAuthenticator(page, member);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I have saved them: continue' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await signOut(page);

    // The next sign-in asks for the app's code; a wrong one is refused in place.
    await enterPassword(page, member);
    await expect(page.getByRole('form', { name: 'Authentication code' })).toBeVisible();
    await expectNoAxeViolations(page);
    await enterCode(page, '000000');
    await expect(page.getByRole('alert')).toHaveText(signInMessages.codeWrong);
    await enterCode(page, await nextTotpCode(member));
    await expect(page.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();
    await signOut(page);

    // A recovery code signs in once, and only once.
    const recovery = member.recoveryCodes?.[0] ?? '';
    await enterPassword(page, member);
    await enterCode(page, recovery);
    await expect(page.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();
    await signOut(page);
    await enterPassword(page, member);
    await enterCode(page, recovery);
    await expect(page.getByRole('alert')).toHaveText(signInMessages.codeWrong);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectSignedOut(page.request);
  });

  test('staff see their sessions and end another one; a sign-in can end all the others', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const member = await createE2eStaff(`sessions.${token.toLowerCase()}@pacificspan.example`, 'Lena Park');
    await signIn(page, member);
    const elsewhere = await browser.newContext({ baseURL: e2eBaseUrl });
    const otherPage = await elsewhere.newPage();
    await signIn(otherPage, member);

    await page.getByRole('tab', { name: 'Sessions' }).click();
    const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'This session' })).toHaveCount(1);
    await expect(sessions.first()).toContainText('Signed in');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: /^End session on / }).click();
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(sessions).toHaveCount(1);
    await expectSignedOut(otherPage.request);

    // Signing in again elsewhere with "Sign out my other sessions" ends this one.
    await enterPassword(otherPage, member, { endOtherSessions: true });
    await enterCode(otherPage, member.recoveryCodes?.[0] ?? '');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await elsewhere.close();
  });

  test('an emergency sent from the browser alerts staff through the local e-mail binding, on the lead timeline', async ({
    page,
  }) => {
    const email = `emergency.${token.toLowerCase()}@example.com`;
    await page.goto('/partners');
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: '24-Hour Emergency' }).click();
    const form = page.getByRole('form', { name: 'Emergency service request' });
    const choose = async (label: string, option: string) => {
      await form.getByRole('combobox', { name: new RegExp(label) }).selectOption({ label: option });
    };
    await choose('Urgency Level', 'Critical (0-4 hours)');
    await choose('Location', 'Oregon');
    await choose('Type of Emergency', 'Water Damage');
    await form
      .getByRole('textbox', { name: 'Issue Description', exact: true })
      .fill('The roof drain burst into the shop.');
    await form.getByRole('textbox', { name: 'Contact Name', exact: true }).fill(`Tom ${token}`);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('(503) 555-0199');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await choose('Preferred Response', 'Phone call');
    await choose('Timeline', 'Immediately');
    await form.getByRole('button', { name: 'Submit Emergency Request' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();

    // The queue consumer sent the alert through wrangler's local e-mail binding, which gave it a message id.
    const alertOf = () =>
      queryD1<{ lead_id: string; status: string; message_id: string | null }>(
        `select n.lead_id, n.status, n.message_id from notifications n join leads l on l.id = n.lead_id
         where l.email = ${sqlText(email)} and n.kind = 'staff-alert'`,
      );
    await expect.poll(async () => (await alertOf())[0]?.status, { timeout: 30_000 }).toBe('sent');
    const [alert] = await alertOf();
    expect(alert?.message_id).toMatch(/^<.+@pacificspan\.example>$/);

    await signIn(page, staff);
    await page.goto(`/admin/leads/${alert?.lead_id}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(
      timeline.getByRole('listitem').filter({ hasText: 'E-mail sent' }).filter({
        hasText: 'Staff alert to staff@pacificspan.example, oncall@pacificspan.example',
      }),
    ).toHaveCount(1);
    const emails = page.getByRole('list', { name: 'E-mails' });
    await expect(emails.getByRole('listitem').filter({ hasText: 'Staff alert' })).toContainText('Sent');
    await expectNoAxeViolations(page);
  });
});
