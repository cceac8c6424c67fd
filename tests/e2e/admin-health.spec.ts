import { expectNoAxeViolations } from '../support/axe';
import { signIn, staffOfThisRun } from '../support/staff';
import { expect, test } from '../support/test';

test('the Health tab shows every figure, with the cron minute just run', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The minute's cron, as Cloudflare fires it: it records its run for the page (docs/decisions/097).
  expect((await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`)).ok()).toBe(true);
  const { staff } = await staffOfThisRun('Health', { who: 'health' });
  await signIn(page, staff);
  await page.getByRole('tab', { name: 'Health' }).click();
  await expect(page).toHaveURL(/\/admin\/health$/);
  const figures = page.getByRole('list', { name: 'Health figures' }).getByRole('listitem');
  await expect(figures).toHaveCount(6);
  const cron = page.getByRole('listitem', { name: 'Last cron run' });
  await expect(cron).toHaveAttribute('data-state', 'ok');
  await expect(cron).toContainText(/Took \d+\.\d s/);
  await expect(page.getByRole('listitem', { name: 'Last backup' })).toContainText('No backup yet');
  await expectNoAxeViolations(page);
});
