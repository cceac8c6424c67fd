import { invitationUnavailable } from '@site/domain/staff/invitations';
import { totpCode, totpStepAt } from '../../worker/services/staff/totp';
import { expectNoAxeViolations } from '../support/axe';
import { createE2eStaff, enterCode, enterPassword, runToken, signIn, type E2eStaff } from '../support/staff';
import { expect, test, type APIRequestContext } from '../support/test';

/** A message the Worker's `send_email` binding sent, as the local e-mail simulation lists and shows it. */
interface SentEmail {
  messageId: string;
  to: string[];
  subject: string;
  text?: string;
}

/** The text of the e-mail sent to `to`, once the outbox has sent it (wrangler's Local Explorer). */
async function sentTextTo(request: APIRequestContext, to: string): Promise<string> {
  const explorer = '/cdn-cgi/local/explorer/api/local/email/sending';
  let found: SentEmail | undefined;
  await expect(async () => {
    const listed = (await (await request.get(explorer)).json()) as { result: SentEmail[] };
    found = listed.result.find((email) => email.to.includes(to));
    expect(found?.subject).toContain('invitation');
  }).toPass({ timeout: 20_000 });
  const shown = (await (
    await request.get(`${explorer}?email_id=${encodeURIComponent(found?.messageId ?? '')}`)
  ).json()) as {
    result: SentEmail;
  };
  return shown.result.text ?? '';
}

/**
 * Invitations (docs/product.md §12.15): an owner invites from /admin/team/invite, the link is read from the local
 * e-mail simulation and accepted in a fresh browser, the new member signs in with the password and app they set
 * up, the link works no more, and the security log shows the invitation.
 */
test('an owner invites a member, who accepts from the e-mail and signs in; the security log shows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = runToken('Inv');
  const owner = await createE2eStaff(`owner.${token.toLowerCase()}@pacificspan.example`, `Ana Reyes ${token}`);
  const name = `Leilani Kahale ${token}`;
  const email = `leilani.${token.toLowerCase()}@pacificspan.example`;

  await signIn(page, owner);
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('link', { name: 'Invite a member' }).click();
  await expect(page).toHaveURL(/\/admin\/team\/invite$/);
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Work e-mail').fill(email);
  await form.getByText(/^Staff:/).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  const waiting = page
    .getByRole('list', { name: 'Invitations waiting' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(waiting).toContainText(`Invited by Ana Reyes ${token}`);
  await expectNoAxeViolations(page);

  const text = await sentTextTo(request, email);
  const link = /https?:\/\/\S+(\/admin\/invitation\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(link).toBeDefined();

  // The invitee, in a browser of their own.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link ?? '');
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(`Join Pacific Span, ${name}`);
  await expectNoAxeViolations(invitee);
  const password = `correct horse battery ${token}`;
  await invitee
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await invitee.getByLabel(/^Password again/).fill(password);
  const secret = (await invitee.getByTestId('totp-secret').textContent())?.replaceAll(' ', '') ?? '';
  const member: E2eStaff = { email, password, totpSecret: secret, lastStep: totpStepAt(Date.now()) };
  await invitee.getByLabel(/^Code from the app/).fill(totpCode(secret, { step: member.lastStep }));
  await invitee.getByRole('button', { name: 'Create my account' }).click();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await invitee.getByRole('button', { name: 'I have saved them: continue' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();
  await expect(invitee.getByText(`Signed in as ${name}`)).toBeVisible();
  // A staff member: the owner's tab is not theirs, nor is the team's invitation link.
  await expect(invitee.getByRole('tab', { name: 'Security Log' })).toHaveCount(0);
  await invitee.getByRole('tab', { name: 'Team' }).click();
  await expect(invitee).toHaveURL(/\/admin\/team$/);
  await expect(invitee.getByText(email, { exact: true })).toBeVisible();
  await expect(invitee.getByRole('link', { name: 'Invite a member' })).toHaveCount(0);

  // The link is used now, and says so with 410.
  const again = await invitee.goto(link ?? '');
  expect(again?.status()).toBe(410);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(invitationUnavailable.used.title);
  await context.close();

  // The new member signs in again with the password and the app they set up.
  const fresh = await browser.newContext();
  const later = await fresh.newPage();
  await enterPassword(later, member);
  await enterCode(later, totpCode(secret, { step: member.lastStep + 1 }));
  await expect(later.getByRole('heading', { level: 1, name: 'Project Administration' })).toBeVisible();
  await fresh.close();

  await page.reload();
  await expect(page.getByRole('list', { name: 'Invitations waiting' }).getByText(email)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Security Log' }).click();
  const log = page.getByRole('list', { name: 'Security log entries' });
  await expect(
    log.getByRole('listitem', { name: 'Invitation sent' }).filter({ hasText: `Ana Reyes ${token}` }),
  ).toHaveCount(1);
  await expect(log.getByRole('listitem', { name: 'Invitation accepted' }).filter({ hasText: name })).toHaveCount(1);
});
