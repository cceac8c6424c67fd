import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { database } from '../../db/client';
import { notifications } from '../../db/schema';
import { fromClient } from '../../test/requests';
import { signInRequest, storeStaffAccount } from '../../test/staff';
import { renderSignInAlert } from '../notifications/notification-emails';

const db = database(env.DB);

const alertRows = () => db.select().from(notifications).where(eq(notifications.kind, 'staff-sign-in-alert')).all();

/** Wrong passwords from `count` browsers the account never signed in with, each from its own address. */
async function failFrom(email: string, count: number, firstAddress = 1) {
  for (let attempt = firstAddress; attempt < firstAddress + count; attempt += 1) {
    expect((await signInRequest(email, 'wrong', fromClient(`198.51.100.${attempt}`))).status).toBe(401);
  }
}

describe('the alert of failed sign-ins (docs/decisions/070), through the outbox', () => {
  it('queues one outbox row for no lead once failures pile up, and the real queue sends it', async () => {
    const account = await storeStaffAccount();
    await failFrom(account.email, 5);
    expect(await alertRows()).toEqual([]);
    await failFrom(account.email, 1, 6);

    const [queued, ...more] = await alertRows();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ recipient: account.email, leadId: null, staffInvitationId: null, urgent: false });
    // The real local queue hands the row to the consumer, which sends it through the e-mail binding.
    const sent = await vi.waitFor(
      async () => {
        const row = await db
          .select()
          .from(notifications)
          .where(eq(notifications.id, queued?.id ?? ''))
          .get();
        expect(row?.status).toBe('sent');
        return row;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(sent?.messageId).toMatch(/^<.+@pacificspan\.example>$/);

    const email = renderSignInAlert(account);
    expect(email.subject).toBe('Failed sign-ins to your Pacific Span Builders staff account');
    expect(email.text).toMatch(/^Hello Ana Reyes,\n\nSeveral sign-ins to your staff account failed/);
  });

  it('sends at most one an hour, however many more failures come', async () => {
    const account = await storeStaffAccount();
    await failFrom(account.email, 12);
    expect(await alertRows()).toHaveLength(1);
  });
});
