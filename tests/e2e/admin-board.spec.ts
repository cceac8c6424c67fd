import { expect, test } from '../support/test';
import { staleEditMessages } from '@site/domain/staff/lead-edits';
import { businessDay } from '@site/domain/company/office-clock';
import { pipelineMessages } from '@site/domain/leads/pipeline';
import { expectNoAxeViolations } from '../support/axe';
import { queryD1, sqlText } from '../support/d1';
import {
  boardDropTarget,
  changeLeadElsewhere,
  openNewContactLead,
  staffOfThisRun,
  type E2eStaff,
} from '../support/staff';

/**
 * A staff member's morning on the pipeline (docs/product.md §12.7): open a lead, note a call, give it to a
 * colleague with a follow-up today, find it among today's follow-ups, move it on the board by keyboard,
 * and read every step on its timeline; a move made on an old card is refused and the card goes back.
 */
test.describe('the status board, owners, follow-ups and notes', () => {
  let staff: E2eStaff;
  let token: string;

  test.beforeAll(async () => {
    ({ token, staff } = await staffOfThisRun('Zb', { colleague: true }));
  });

  test('note, assign, follow up, move by keyboard, audited; a stale move goes back', async ({ page, request }) => {
    const name = `Noelani ${token}`;
    const email = `noelani.${token.toLowerCase()}@example.com`;
    const leadId = await openNewContactLead(page, request, staff, { name, email });
    const timeline = page.getByRole('list', { name: 'Timeline' });

    // A note of the call: on the timeline with author and time.
    await page.getByRole('textbox', { name: 'Note' }).fill('Called: wants a site visit on Friday.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText(pipelineMessages.noteAdded)).toBeVisible();
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Note by Ana Reyes' })).toContainText(
      'Called: wants a site visit on Friday.',
    );
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');

    // Given to a colleague, with a follow-up today: one audited change.
    const today = businessDay(new Date());
    const [year, month, day] = today.split('-');
    const plan = page.getByRole('form', { name: `Owner and follow-up of ${name}` });
    await plan.getByRole('button', { name: /Owner/ }).click();
    await page.getByRole('option', { name: `Kai Lono ${token}` }).click();
    await plan.getByRole('spinbutton', { name: /month/ }).click();
    await page.keyboard.type(`${month}${day}${year}`);
    await plan.getByRole('button', { name: 'Save owner and follow-up' }).click();
    await expect(page.getByText(pipelineMessages.planSaved)).toBeVisible();
    // The entry itself, not the list of changed fields nested inside it.
    const assigned = timeline
      .getByRole('listitem')
      .filter({ hasText: 'Lead updated by' })
      .filter({ hasText: `Owner: Nobody → Kai Lono ${token}` });
    await expect(assigned).toContainText('Lead updated by Ana Reyes');
    await expect(assigned).toContainText('Follow-up: (empty) →');
    await expectNoAxeViolations(page);

    // The board: today's follow-ups list it, and its card moves from New to Contacted by keyboard.
    await page.getByRole('link', { name: 'Status board' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Status board' })).toBeVisible();
    const dueToday = page.getByRole('region', { name: /^Due today/ });
    await expect(dueToday.getByRole('listitem').filter({ hasText: name })).toContainText(`Kai Lono ${token}`);
    const contacted = page.getByRole('region', { name: 'Contacted' });
    // As a keyboard user reaches it: onto its card, then its Move handle (focus put straight on a button in a
    // column that has had no focus yet lands on the column's first card, which another test's lead may be).
    const newLeads = page.getByRole('grid', { name: 'New leads' });
    await newLeads.getByRole('row', { name }).focus();
    await newLeads.getByRole('button', { name: `Move ${name}` }).focus();
    // Picked up over the next column, Contacted, and dropped there.
    await page.keyboard.press('Enter');
    await expect(boardDropTarget(page, 'Contacted')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${name} moved to Contacted`)).toBeVisible();
    await expect(contacted.getByRole('row', { name })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'New leads' }).getByRole('row', { name })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Someone else moves it meanwhile; a move made on this board's card is refused and the card goes back. Until
    // the card is dropped the board must not read again, or it would already carry the other change: its reads
    // wait until then.
    const drop: { happened?: () => void } = {};
    const afterDrop = new Promise<void>((resolve) => {
      drop.happened = resolve;
    });
    await page.route('**/admin/board.data*', async (route) => {
      await afterDrop;
      await route.continue();
    });
    await changeLeadElsewhere(page.request, leadId, { intent: 'edit', status: 'qualified' });
    await contacted.getByRole('row', { name }).focus();
    await contacted.getByRole('button', { name: `Move ${name}` }).focus();
    // Picked up over Qualified, Tab on to Proposal, dropped.
    await page.keyboard.press('Enter');
    await expect(boardDropTarget(page, 'Qualified')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(boardDropTarget(page, 'Proposal')).toBeFocused();
    await page.keyboard.press('Enter');
    drop.happened?.();
    await expect(page.getByRole('alertdialog').filter({ hasText: staleEditMessages.lead })).toBeVisible();
    // The board reads again: the card stands where the other change put it, not where it was dropped.
    await expect(page.getByRole('region', { name: 'Qualified' }).getByRole('row', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Proposal' }).getByRole('row', { name })).toHaveCount(0);

    // Every step is on the timeline, with who made it.
    await page.getByRole('region', { name: 'Qualified' }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      timeline
        .getByRole('listitem')
        .filter({ hasText: 'Lead updated by' })
        .filter({ hasText: 'Status: New → Contacted' }),
    ).toContainText('Lead updated by Ana Reyes');
    await expect(
      timeline
        .getByRole('listitem')
        .filter({ hasText: 'Lead updated by' })
        .filter({ hasText: 'Status: Contacted → Qualified' }),
    ).toHaveCount(1);
    await expect(timeline.getByRole('listitem').filter({ hasText: 'Status: Qualified → Proposal' })).toHaveCount(0);
    const audit = await queryD1<{ kind: string; actor: string }>(
      `select kind, actor from lead_events where lead_id = ${sqlText(leadId)}
       and kind in ('created', 'note', 'updated') order by id`,
    );
    expect(audit.map((event) => event.kind)).toEqual(['created', 'note', 'updated', 'updated', 'updated']);
    expect(audit.slice(1).every((event) => event.actor === staff.email)).toBe(true);
  });
});
