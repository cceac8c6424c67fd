import { roleMessages } from '../../domain/staff/roles';
import { expectNoAxeViolations } from '../support/axe';
import { e2eBaseUrl } from '../support/server';
import { createE2eStaff, expectSignedOut, runToken, signIn } from '../support/staff';
import { expect, test } from '../support/test';

/**
 * The Team page (docs/product.md §12.14): an owner deactivates a member whose session is open in another
 * browser; that browser's very next request is refused, and the security log shows the deactivation.
 */
test('an owner deactivates a member with an open session: their next request is refused, and the log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = runToken('Team');
  const ownerName = `Ana Reyes ${token}`;
  const memberName = `Kai Lono ${token}`;
  const owner = await createE2eStaff(`team.owner.${token.toLowerCase()}@pacificspan.example`, ownerName);
  const member = await createE2eStaff(`team.member.${token.toLowerCase()}@pacificspan.example`, memberName, 'staff');

  const elsewhere = await browser.newContext({ baseURL: e2eBaseUrl });
  const memberPage = await elsewhere.newPage();
  await signIn(memberPage, member);
  await memberPage.getByRole('tab', { name: 'Team' }).click();
  await expect(memberPage.getByText(roleMessages.team)).toBeVisible();
  await expect(memberPage.getByRole('button', { name: `Deactivate ${ownerName}` })).toHaveCount(0);

  await signIn(page, owner);
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  const row = page.getByRole('listitem', { name: memberName });
  await expect(row).toContainText('1 active session');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: `Deactivate ${memberName}` }).click();
  await expect(page.getByText('Member deactivated').first()).toBeVisible();
  await expect(row.getByRole('button', { name: `Reactivate ${memberName}` })).toBeVisible();
  await expect(row).toContainText('No active sessions');

  // The member's open page: its next request, a data read, is sent to sign in.
  await expectSignedOut(memberPage.request);
  await memberPage.getByRole('tab', { name: 'Sessions' }).click();
  await expect(memberPage).toHaveURL(/\/admin\/login$/);
  await elsewhere.close();

  await page.getByRole('tab', { name: 'Security Log' }).click();
  await page.getByRole('button', { name: /All members/ }).click();
  await page.getByRole('option', { name: ownerName }).click();
  const entries = page.getByRole('list', { name: 'Security log entries' }).getByRole('listitem');
  await expect(entries.first()).toHaveAccessibleName('Member deactivated');
});
