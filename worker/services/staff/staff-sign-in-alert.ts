import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { enqueueNotifications } from '../notifications/notifications';

/**
 * The e-mail a staff member gets when failed sign-ins pile up on their account from browsers they have not
 * signed in with (docs/decisions/070), at most one an hour: a row of the outbox like every e-mail the site
 * sends (docs/decisions/100), belonging to no lead. The consumer writes it from the account that D1 holds.
 */
export async function queueSignInAlert(db: Database, queue: Queue, account: { email: string }): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ id: crypto.randomUUID(), kind: 'staff-sign-in-alert', recipient: account.email })
    .returning({ id: notifications.id, urgent: notifications.urgent });
  if (row) await enqueueNotifications(db, queue, [row]);
}
