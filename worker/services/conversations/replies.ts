import { replyAddressLifetimeDays, type AdminLeadMessage, type LeadReply } from '@site/domain/leads/conversations';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { leadEvents, leadMessages, leads, notifications, type LeadMessage } from '../../db/schema';
import { enqueueNotifications } from '../notifications/notifications';
import { forgetClient, inboundAlertLimit } from '../protection/rate-limit';

const dayMs = 86_400_000;

/** 128 random bits as lower-case hex: the secret of a lead's reply address (docs/decisions/078). */
export const newReplyToken = () =>
  [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export type ReplyResult = { outcome: 'queued'; messageId: string } | { outcome: 'not-found' | 'no-address' | 'erased' };

/**
 * A staff reply from the lead's page: the message, its outbox row ('staff-reply', to the lead's address) and
 * their timeline entries in one batch, handed to the queue after. The lead gets its reply address on the first
 * reply, each reply keeps it open for `replyAddressLifetimeDays` more, and the first one stops the promise
 * clock. `key` is the page's for this reply and becomes the message's id, so a reply sent again after a
 * platform failure is stored and e-mailed once (docs/security.md, "Platform failures").
 */
export async function sendLeadReply(
  db: Database,
  env: Env,
  leadId: string,
  reply: LeadReply,
  author: string,
  key: string,
): Promise<ReplyResult> {
  const lead = await db
    .select({ email: leads.email, isUrgent: leads.isUrgent, erasedAt: leads.erasedAt, sent: leadMessages.id })
    .from(leads)
    .leftJoin(leadMessages, and(eq(leadMessages.id, key), eq(leadMessages.leadId, leads.id)))
    .where(eq(leads.id, leadId))
    .get();
  if (!lead) return { outcome: 'not-found' };
  if (lead.erasedAt) return { outcome: 'erased' };
  // Sent again after an answer that never arrived: the reply is already stored and its e-mail in the outbox.
  if (lead.sent) return { outcome: 'queued', messageId: lead.sent };
  const address = z.email().safeParse(lead.email);
  if (!address.success) return { outcome: 'no-address' };

  const now = new Date();
  const at = now.toISOString();
  const notificationId = crypto.randomUUID();
  const messageId = key;
  await db.batch([
    // Staff have read the conversation: the next answer alerts them again (docs/decisions/085).
    forgetClient(db, inboundAlertLimit, leadId),
    db
      .update(leads)
      .set({
        replyToken: sql`coalesce(${leads.replyToken}, ${newReplyToken()})`,
        replyExpiresAt: new Date(now.getTime() + replyAddressLifetimeDays * dayMs).toISOString(),
        firstResponseAt: sql`coalesce(${leads.firstResponseAt}, ${at})`,
      })
      .where(eq(leads.id, leadId)),
    db.insert(notifications).values({
      id: notificationId,
      leadId,
      kind: 'staff-reply',
      recipient: address.data,
      urgent: lead.isUrgent,
      createdAt: at,
    }),
    db.insert(leadMessages).values({
      id: messageId,
      leadId,
      direction: 'outbound',
      author,
      subject: reply.subject,
      text: reply.body,
      fullText: reply.body,
      notificationId,
      createdAt: at,
    }),
    db.insert(leadEvents).values({
      leadId,
      at,
      actor: author,
      kind: 'reply-sent',
      after: { messageId, subject: reply.subject, to: address.data },
    }),
    db.insert(leadEvents).values({
      leadId,
      at,
      actor: 'system',
      kind: 'notification-queued',
      after: { notificationId, kind: 'staff-reply' },
    }),
  ]);
  await enqueueNotifications(db, env.NOTIFICATIONS, [{ id: notificationId, urgent: lead.isUrgent }]);
  return { outcome: 'queued', messageId };
}

/** A message with its outbox row's state, as staff read it. */
const withDelivery = (db: Database) =>
  db
    .select({
      message: leadMessages,
      status: notifications.status,
      lastError: notifications.lastError,
    })
    .from(leadMessages)
    .leftJoin(notifications, eq(notifications.id, leadMessages.notificationId));

export const toAdminLeadMessage = ({
  message,
  status,
  lastError,
}: {
  message: LeadMessage;
  status: AdminLeadMessage['status'];
  lastError: string | null;
}): AdminLeadMessage => ({
  ...message,
  // An answer's outbox row is its owner's alert, not the answer's own delivery.
  status: message.direction === 'outbound' ? status : null,
  lastError: message.direction === 'outbound' ? lastError : null,
});

/** A lead's conversation, oldest first: a statement, so the lead page reads it in the lead's batch. */
export const leadMessagesQuery = (db: Database, leadId: string) =>
  withDelivery(db).where(eq(leadMessages.leadId, leadId)).orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));

/**
 * The conversation across several leads (a contact's, `leadIds` a subquery of their ids), oldest first, for the
 * contact's batch.
 */
export const messagesOfLeadsQuery = (db: Database, leadIds: SQL) =>
  withDelivery(db)
    .where(sql`${leadMessages.leadId} in ${leadIds}`)
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
