import { expect, test } from '../support/test';
import { formExamples } from '@site/domain/forms/form-examples';
import { expectNoAxeViolations } from '../support/axe';
import { queryD1, sqlText } from '../support/d1';
import { postLead } from '../support/leads';
import { signIn, staffOfThisRun, type E2eStaff } from '../support/staff';

test.describe('admin insight: the funnel and one contact across submissions', () => {
  let staff: E2eStaff;
  let token: string;

  test.beforeAll(async () => {
    ({ token, staff } = await staffOfThisRun('Zi', { who: 'insight' }));
  });

  test('staff read the funnel of a period kept in the URL, then merge and un-merge two submissions of one person', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = `pua.${token.toLowerCase()}@example.com`;
    // A phone of this run's own: other tests' leads share the example's number and would be suggested too.
    const phone = `(541) ${String(Date.now()).slice(-7, -4)}-${String(Date.now()).slice(-4)}`;
    await signIn(page, staff);
    // The dashboard links to the funnel.
    await page.getByRole('link', { name: 'Where our jobs come from' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);

    // The funnel of the last 30 days is a stored report (docs/decisions/069): it says how old it is, and the
    // cron's next minute adds this run's two contact leads to the Contact row.
    await page.goto('/admin/analytics?days=30');
    await expect(page.getByRole('heading', { level: 1, name: 'Where our jobs come from' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    const table = page.getByRole('table', { name: 'Funnel by source' });
    const contactLeads = async () => {
      const row = table.getByRole('row', { name: /^Contact/ });
      return (await row.count()) === 0 ? 0 : Number(await row.getByRole('cell').nth(1).innerText());
    };
    const before = await contactLeads();
    await postLead(request, '/api/contact', { ...formExamples.contact, name: `Pua ${token}`, email, phone });
    await postLead(request, '/api/contact', {
      ...formExamples.contact,
      name: `Pua ${token}`,
      email: email.toUpperCase(),
      phone,
    });
    expect((await request.get(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`)).ok()).toBe(true);
    await page.reload();
    expect(await contactLeads()).toBeGreaterThanOrEqual(before + 2);
    await expect(page.getByText(/^Figures as of .+ UTC; they are updated every minute\.$/)).toBeVisible();
    await expect(table.getByRole('row', { name: /^All sources/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Another quick period changes the URL, so the view can be shared.
    await page.getByRole('radio', { name: 'Last 365 days' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\?days=365$/);
    await expect(page.getByRole('radio', { name: 'Last 365 days' })).toBeChecked();

    // A period from the URL without leads, and one the wrong way round (400, with the field's message).
    await page.goto('/admin/analytics?from=2020-01-01&to=2020-01-31');
    await expect(page.getByText('No leads arrived in Jan 1, 2020 – Jan 31, 2020.')).toBeVisible();
    const refused = await page.goto('/admin/analytics?from=2020-02-01&to=2020-01-01');
    expect(refused?.status()).toBe(400);
    await expect(page.getByText('The last day cannot be before the first')).toBeVisible();

    // The two submissions, the second with the address in capitals: suggested as the same person.
    const [first, second] = await queryD1<{ id: string }>(
      `select id from leads where lower(email) = ${sqlText(email)} order by created_at, id`,
    );
    expect(second).toBeDefined();
    await page.goto(`/admin/leads/${first!.id}`);
    await page.getByRole('link', { name: 'All submissions of this person' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${first!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Contact: Pua ${token}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submissions (1)' })).toBeVisible();
    const suggestions = page.getByRole('region', { name: 'Possibly the same person' });
    const suggestion = suggestions.getByRole('listitem');
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toContainText('Same e-mail');
    await expectNoAxeViolations(page);

    // Merge, confirmed: one contact with both submissions and both on one timeline.
    await suggestion.getByRole('button', { name: 'Merge' }).click();
    await suggestion
      .getByRole('group', { name: 'Merge this submission into the contact?' })
      .getByRole('button', { name: 'Merge' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Submissions merged' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submissions (2)' })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Contact timeline' });
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Submission received' })).toHaveCount(2);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Merged into this contact' })).toHaveCount(2);

    // Un-merge, confirmed: each submission alone again, suggested again, the undo audited on both.
    const secondCard = page
      .getByRole('region', { name: 'Submissions (2)' })
      .getByRole('listitem')
      // A string filter ignores case and would match both cards; a pattern does not.
      .filter({ hasText: new RegExp(email.toUpperCase().replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await secondCard.getByRole('button', { name: 'Un-merge' }).click();
    await secondCard.getByRole('group').getByRole('button', { name: 'Un-merge' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Submission taken out of the contact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submissions (1)' })).toBeVisible();
    await expect(suggestions.getByRole('listitem')).toHaveCount(1);
    expect(
      (
        await queryD1<{ lead_id: string; kind: string }>(
          `select lead_id, kind from lead_events where kind in ('merged', 'unmerged')
         and lead_id in (${sqlText(first!.id)}, ${sqlText(second!.id)}) order by kind, lead_id`,
        )
      ).map((event) => event.kind),
    ).toEqual(['merged', 'merged', 'unmerged', 'unmerged']);
    expect(await queryD1(`select * from contact_leads where lead_id = ${sqlText(first!.id)}`)).toEqual([]);
  });
});
