import { passedBotCheck } from '@site/domain/forms/bot-check';
import { erasedLeadName, erasureMessages } from '@site/domain/leads/erasure';
import { formExamples } from '@site/domain/forms/form-examples';
import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { bucketKeys, queryD1, sqlText } from '../support/d1';
import { signIn, staffOfThisRun } from '../support/staff';
import { expect, test } from '../support/test';

test('staff erase a lead with a file through the dialog: the file link answers 404 and the page shows the tombstone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, staff } = await staffOfThisRun('Er', { who: 'erase' });
  const email = `erase.${token.toLowerCase()}@example.com`;
  const visitor = { 'cf-connecting-ip': `2001:db8:${randomBytes(2).toString('hex')}::1`, ...passedBotCheck };
  const requestKey = `e2e-${crypto.randomUUID()}`;
  const clientId = crypto.randomUUID();
  const uploaded = await request.put(`/api/lead-files/${clientId}?field=drawings&name=plan-${token}.pdf`, {
    headers: { ...visitor, 'idempotency-key': requestKey, 'content-type': 'application/pdf' },
    data: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  expect(uploaded.status()).toBe(201);
  const fileId = ((await uploaded.json()) as { id: string }).id;
  const bid = await request.post('/api/bid-request', {
    headers: { ...visitor, 'idempotency-key': requestKey },
    data: { ...formExamples.bid, contactName: `Ilima ${token}`, email, drawings: [clientId] },
  });
  expect(bid.status()).toBe(201);
  const [lead] = await queryD1<{ id: string }>(`select id from leads where email = ${sqlText(email)}`);
  if (!lead) throw new Error('The bid was not stored');
  expect(await bucketKeys(`lead-files/${fileId}`)).toEqual([`lead-files/${fileId}`]);

  await signIn(page, staff);
  await page.goto(`/admin/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ilima ${token}` })).toBeVisible();
  expect((await page.request.get(`/admin/files/${fileId}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Erase lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase lead' });
  const removed = dialog.getByRole('list', { name: 'What will be removed' });
  await expect(removed.getByRole('listitem').filter({ hasText: /^1 file$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Erase lead' }).click();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(erasureMessages.erased)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The page now shows the tombstone, and the file is gone from the page, the route and the bucket.
  await expect(page.getByRole('heading', { level: 1, name: erasedLeadName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Erased on request' })).toContainText('This lead was erased');
  await expect(page.getByText(`Ilima ${token}`)).toHaveCount(0);
  expect((await page.request.get(`/admin/files/${fileId}`)).status()).toBe(404);
  expect(await bucketKeys(`lead-files/${fileId}`)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: erasedLeadName })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(1);
  await expectNoAxeViolations(page);
});
