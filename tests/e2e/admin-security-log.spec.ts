import { expectNoAxeViolations } from '../support/axe';
import { createE2eStaff, enterPassword, runToken, signIn } from '../support/staff';
import { expect, test } from '../support/test';

test('a failed then a successful sign-in and a CSV export show in the security log, filtered to the member', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = runToken('Sec');
  const name = `Ana Reyes ${token}`;
  const staff = await createE2eStaff(`security.${token.toLowerCase()}@pacificspan.example`, name);

  await enterPassword(page, { ...staff, password: `${staff.password}-wrong` });
  await expect(page.getByText('E-mail or password is not right.')).toBeVisible();
  await signIn(page, staff);
  const download = await page.request.get('/admin/leads.csv?status=new');
  expect(download.status()).toBe(200);

  await page.getByRole('tab', { name: 'Security Log' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await page.getByRole('button', { name: /All members/ }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/member=/);
  const entries = page.getByRole('list', { name: 'Security log entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toHaveAccessibleName('Leads exported (CSV)');
  await expect(entries.nth(0)).toContainText('filters: status');
  await expect(entries.nth(1)).toHaveAccessibleName('Signed in');
  await expect(entries.nth(1)).toContainText('method: enrolment');
  await expect(entries.nth(2)).toHaveAccessibleName('Sign-in failed');
  await expect(entries.nth(2)).toContainText('reason: wrong-password');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /All kinds/ }).click();
  await page.getByRole('option', { name: 'Sign-in failed' }).click();
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toHaveAccessibleName('Sign-in failed');
});
