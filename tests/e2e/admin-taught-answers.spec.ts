import { taughtAnswerMessages } from '@site/domain/assistant/taught';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { askTheChat } from '../support/chat';
import { queryD1, sqlText } from '../support/d1';
import { signIn, staffOfThisRun } from '../support/staff';

/**
 * Staff teach the assistant (docs/product.md §8.6): a question a visitor asked that the assistant could not
 * answer is answered in /admin/conversations, and the next visitor who asks it in the chat gets that answer,
 * with no deploy; the use is counted on the staff page.
 */
test('an answer taught in /admin is given to the next visitor who asks', async ({ page, browser }) => {
  // Two visitors and a first sign-in with its authenticator enrolment, one after the other.
  test.setTimeout(90_000);
  const { token, staff } = await staffOfThisRun('Zt');
  const word = token.toLowerCase();
  const answer = `We do not rent ${word} scaffolding; our crews bring their own to every job.`;

  const visitor = await browser.newPage();
  await visitor.goto('/site-index');
  const first = await askTheChat(visitor, `Do you rent ${word} scaffolding?`);
  await expect(first.log).toContainText("I'm not sure about that one");

  await signIn(page, staff);
  await page.goto('/admin/conversations');
  await page.getByRole('button', { name: `Answer do you rent ${word} scaffolding` }).click();
  const form = page.getByRole('form', { name: 'Teach the assistant an answer' });
  await expect(form.getByRole('textbox', { name: /Visitor's question/ })).toHaveValue(
    `do you rent ${word} scaffolding`,
  );
  await form.getByRole('textbox', { name: /^Answer/ }).fill(answer);
  await form.getByRole('textbox', { name: /Page of the site/ }).fill('https://rentals.example');
  await form.getByRole('button', { name: 'Teach the assistant' }).click();
  await expect(form.getByText(taughtAnswerMessages.href)).toBeVisible();
  await form.getByRole('textbox', { name: /Page of the site/ }).fill('/#contact');
  await form.getByRole('button', { name: 'Teach the assistant' }).click();
  await expect(page.getByText(taughtAnswerMessages.taught).first()).toBeVisible();
  const taught = page.getByRole('list', { name: 'Taught answers' }).getByRole('listitem', {
    name: `do you rent ${word} scaffolding`,
  });
  await expect(taught).toContainText('Given 0 times');
  await expect(taught).toContainText(`Written by ${staff.email}`);
  await expectNoAxeViolations(page);

  const next = await browser.newPage();
  await next.goto('/site-index');
  const second = await askTheChat(next, `can I rent ${word} scaffolds from you`);
  await expect(second.log).toContainText(answer.replace(/\.$/, ''));
  await expect(second.log.getByRole('link', { name: '/#contact' })).toBeVisible();

  const rows = await queryD1<{ uses: number; created_by: string }>(
    `select uses, created_by from taught_answers where question = ${sqlText(`do you rent ${word} scaffolding`)}`,
  );
  expect(rows).toEqual([{ uses: 1, created_by: staff.email }]);
  await page.reload();
  await expect(taught).toContainText('Given once');
  await visitor.close();
  await next.close();
});
