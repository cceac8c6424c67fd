import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { bulkMessages } from '@site/domain/staff/bulk-changes';
import { staleEditMessages } from '@site/domain/staff/lead-edits';
import { businessDay } from '@site/domain/company/office-clock';
import { pipelineMessages } from '@site/domain/leads/pipeline';
import { expectNoAxeViolations } from '../support/axe';
import { queryD1, sqlText } from '../support/d1';
import { postContactLead } from '../support/leads';
import { boardDropTarget, changeLeadElsewhere, signIn, staffOfThisRun, type E2eStaff } from '../support/staff';

/** A lead's audit trail as D1 holds it: what changed and who did it, oldest first. */
const audit = (id: string) =>
  queryD1<{ kind: string; actor: string }>(
    `select kind, actor from lead_events where lead_id = ${sqlText(id)}
     and kind in ('created', 'note', 'updated', 'bulk-guard') order by id`,
  );

/**
 * A staff member's morning in the lead table (docs/product.md §12.3, §12.7, docs/decisions/032, 035): the
 * overdue follow-ups found through the filters (a view the address keeps), sorted by name; one lead opened, a
 * call noted, moved on the board by keyboard and assigned; then leads selected in the table, exported as CSV
 * and changed together, all or nothing, each change on its lead's timeline.
 */
test.describe('the lead table on a staff morning', () => {
  let staff: E2eStaff;
  let token: string;

  test.beforeAll(async () => {
    ({ token, staff } = await staffOfThisRun('Zm', { colleague: true }));
  });

  test('filter to overdue, note, move, assign, export the selection, change it in bulk; audited', async ({
    page,
    request,
  }) => {
    // One staff session through a whole morning, with an axe check of each view.
    test.setTimeout(120_000);
    const kai = `Kai Lono ${token}`;
    const email = (who: string) => `${who}.${token.toLowerCase()}@example.com`;
    const akela = `Akela ${token}`;
    const bryn = `Bryn ${token}`;
    const coral = `Coral ${token}`;
    const akelaId = await postContactLead(request, akela, email('akela'));
    const brynId = await postContactLead(request, bryn, email('bryn'));
    await postContactLead(request, coral, email('coral'));

    await signIn(page, staff);
    // Yesterday's promises to Akela and Bryn were not kept: both are overdue this morning, Coral has none.
    const yesterday = businessDay(new Date(Date.now() - 86_400_000));
    for (const id of [akelaId, brynId]) {
      await changeLeadElsewhere(page.request, id, { intent: 'plan', followUpOn: yesterday });
    }

    // The overdue view, through the filters; the address keeps it, so a reload (or a bookmark) shows it again.
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Search leads' }).fill(token);
    await page.getByRole('button', { name: /Any follow-up/ }).click();
    await page.getByRole('option', { name: 'Overdue' }).click();
    await expect(page).toHaveURL(/[?&]due=overdue/);
    const table = page.getByRole('grid', { name: 'Leads' });
    const rows = table.getByRole('row').filter({ hasText: token });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: coral })).toHaveCount(0);
    await expect(rows.first()).toContainText('Overdue');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue(token);
    await expect(rows).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Sorted by name on the server, either way; the sort is in the address too.
    await table.getByRole('columnheader', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=ascending/);
    await expect(rows.first().getByRole('rowheader')).toHaveText(akela);
    await table.getByRole('columnheader', { name: /^Name/ }).click();
    await expect(page).toHaveURL(/sort=name&dir=descending/);
    await expect(rows.first().getByRole('rowheader')).toHaveText(bryn);

    // Akela's page: a note of the call, and the lead given to Kai.
    await rows.filter({ hasText: akela }).getByRole('link', { name: akela, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: akela })).toBeVisible();
    await page.getByRole('textbox', { name: 'Note' }).fill('Called: sending the estimate this afternoon.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText(pipelineMessages.noteAdded)).toBeVisible();
    const plan = page.getByRole('form', { name: `Owner and follow-up of ${akela}` });
    await plan.getByRole('button', { name: /Owner/ }).click();
    await page.getByRole('option', { name: kai }).click();
    await plan.getByRole('button', { name: 'Save owner and follow-up' }).click();
    await expect(page.getByText(pipelineMessages.planSaved)).toBeVisible();

    // On the board, Akela moves from New to Contacted by keyboard: Enter picks the card up, Enter drops it.
    await page.getByRole('link', { name: 'Status board' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Status board' })).toBeVisible();
    // As a keyboard user reaches it: onto Akela's card in the New column (focus put straight on a button
    // inside a column that has had no focus yet lands on the column's first card), then its Move handle.
    const newLeads = page.getByRole('grid', { name: 'New leads' });
    await newLeads.getByRole('row', { name: akela }).focus();
    const move = newLeads.getByRole('button', { name: `Move ${akela}` });
    await move.focus();
    await expect(move).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(boardDropTarget(page, 'Contacted')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${akela} moved to Contacted`)).toBeVisible();

    // Back in the table: Akela and Bryn selected, and only they exported, in the table's order.
    await page.goto(`/admin?q=${token}`);
    await expect(rows).toHaveCount(3);
    // A row pressed before the page has hydrated selects nothing: wait until the page is interactive.
    await page.waitForLoadState('networkidle');
    // A click on the row's box (the checkbox input itself is hidden under it, as with every React Aria checkbox).
    await rows.filter({ hasText: akela }).getByRole('gridcell').first().click();
    await rows.filter({ hasText: bryn }).getByRole('gridcell').first().click();
    await expect(rows.filter({ hasText: akela }).getByRole('checkbox')).toBeChecked();
    await expect(rows.filter({ hasText: bryn }).getByRole('checkbox')).toBeChecked();
    const bar = page.getByRole('region', { name: 'Selected leads' });
    await expect(bar.getByRole('status')).toHaveText(bulkMessages.selected(2));
    await expectNoAxeViolations(page);
    const downloadEvent = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export selection' }).click();
    const csv = (await readFile((await (await downloadEvent).path())!, 'utf8')).trim().split('\r\n');
    expect(csv[0]).toContain('Email');
    expect(csv).toHaveLength(3);
    expect(csv.filter((line) => line.includes(email('akela')))).toHaveLength(1);
    expect(csv.filter((line) => line.includes(email('bryn')))).toHaveLength(1);
    expect(csv.some((line) => line.includes(email('coral')))).toBe(false);

    // Both qualified at once.
    await bar.getByRole('button', { name: /New status/ }).click();
    await page.getByRole('option', { name: 'Qualified' }).click();
    await bar.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByRole('alertdialog').filter({ hasText: bulkMessages.updated(2) })).toBeVisible();
    await expect(rows.filter({ hasText: akela })).toContainText('Qualified');
    await expect(rows.filter({ hasText: bryn })).toContainText('Qualified');

    // A colleague moves Bryn on meanwhile: giving both back to nobody is refused whole, the table shows Bryn
    // as it now is and Akela keeps Kai; done again on what the table now shows, it goes through.
    await changeLeadElsewhere(page.request, brynId, { intent: 'edit', status: 'proposal' });
    await bar.getByRole('button', { name: /New owner/ }).click();
    await page.getByRole('option', { name: 'Nobody' }).click();
    await bar.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('alertdialog').filter({ hasText: staleEditMessages.leads })).toBeVisible();
    await expect(rows.filter({ hasText: bryn })).toContainText('Proposal');
    await expect(rows.filter({ hasText: akela })).toContainText(kai);
    await expect(bar.getByRole('status')).toHaveText(bulkMessages.selected(2));
    await bar.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('alertdialog').filter({ hasText: bulkMessages.updated(2) })).toBeVisible();
    await expect(rows.filter({ hasText: akela })).toContainText('Unassigned');

    // Each change is on the lead's own timeline, by whom.
    await rows.filter({ hasText: akela }).getByRole('link', { name: akela, exact: true }).click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    const updated = timeline.getByRole('listitem').filter({ hasText: 'Lead updated by' });
    await expect(updated.filter({ hasText: 'Status: Contacted → Qualified' })).toContainText(
      'Lead updated by Ana Reyes',
    );
    await expect(updated.filter({ hasText: `Owner: ${kai} → Nobody` })).toContainText('Lead updated by Ana Reyes');
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Note by Ana Reyes' })).toContainText(
      'Called: sending the estimate this afternoon.',
    );
    await expectNoAxeViolations(page);
    // Created, the day promised, the note, owner, the board move, then the bulk status and owner changes.
    expect((await audit(akelaId)).map((event) => event.kind)).toEqual([
      'created',
      'updated',
      'note',
      'updated',
      'updated',
      'updated',
      'updated',
    ]);
    expect((await audit(akelaId)).slice(1).every((event) => event.actor === staff.email)).toBe(true);
    // Bryn: the day, the bulk status, the colleague's change; the refused bulk change left nothing; the owner
    // change that went through found Bryn without an owner already, so it wrote nothing either.
    expect((await audit(brynId)).map((event) => event.kind)).toEqual(['created', 'updated', 'updated', 'updated']);
  });
});
