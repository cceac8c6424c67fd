import {
  inboundMailLimitBytes,
  replyTokenOf,
  senderChecksOf,
  visibleReply,
  type MessageAttachment,
} from '@site/domain/leads/conversations';
import { and, eq, gt } from 'drizzle-orm';
import PostalMime, { type Attachment } from 'postal-mime';
import type { Database } from '../../db/client';
import { leadEvents, leadMessages, leads, notifications, staff } from '../../db/schema';
import { enqueueNotifications } from '../notifications/notifications';

/** What the handler needs of Email Routing's message: the envelope, the raw bytes and the way to refuse it. */
export type InboundEmail = Pick<ForwardableEmailMessage, 'from' | 'to' | 'raw' | 'rawSize' | 'setReject'>;

export type InboundOutcome = { outcome: 'attached'; leadId: string; messageId: string } | { outcome: 'rejected' };

/** Text kept of one message: far more than anyone writes, short of a pasted mailbox. */
const fullTextLimit = 100_000;

export const rejections = {
  unknownAddress: 'Unknown or expired address',
  tooLarge: `Message larger than ${inboundMailLimitBytes / 1024 / 1024} MiB`,
  unreadable: 'Message could not be read',
} as const;

/**
 * What an answer's attachments were: name, type and size, recorded on the message. The files themselves are
 * not kept: this is where storing them with the lead's files plugs in once leads have file storage.
 */
export function describeInboundAttachments(attachments: readonly Attachment[]): MessageAttachment[] {
  return attachments.map((attachment) => ({
    name: attachment.filename ?? 'Unnamed attachment',
    type: attachment.mimeType,
    size:
      typeof attachment.content === 'string'
        ? new TextEncoder().encode(attachment.content).byteLength
        : attachment.content.byteLength,
  }));
}

/** The lead a reply address still open at `now` belongs to, found through the token's unique index. */
export const leadOfReplyToken = (db: Database, token: string, now: string) =>
  db
    .select({ id: leads.id, isUrgent: leads.isUrgent, ownerEmail: staff.email })
    .from(leads)
    .leftJoin(staff, eq(staff.id, leads.ownerId))
    .where(and(eq(leads.replyToken, token), gt(leads.replyExpiresAt, now)));

function refuse(message: InboundEmail, reason: string): InboundOutcome {
  message.setReject(reason);
  return { outcome: 'rejected' };
}

/**
 * An answer to a lead's reply address (docs/decisions/078): matched by the token in the recipient address
 * alone, stored as text on the lead's conversation with the sender checks of the receiving server, and
 * announced to the lead's owner (or the staff list) through the outbox. Mail to an address no lead holds,
 * one past its expiry, or over the size limit is refused and attached nowhere.
 */
export async function receiveLeadEmail(db: Database, env: Env, message: InboundEmail): Promise<InboundOutcome> {
  const token = replyTokenOf(message.to, env.REPLY_DOMAIN);
  if (token === null) return refuse(message, rejections.unknownAddress);
  if (message.rawSize > inboundMailLimitBytes) return refuse(message, rejections.tooLarge);
  const now = new Date().toISOString();
  const lead = await leadOfReplyToken(db, token, now).get();
  if (!lead) return refuse(message, rejections.unknownAddress);

  const parsed = await PostalMime.parse(message.raw).catch(() => null);
  if (!parsed) return refuse(message, rejections.unreadable);
  const fullText = (parsed.text ?? '').slice(0, fullTextLimit).trim();
  const topmostChecks = parsed.headers.find((header) => header.key === 'authentication-results')?.value ?? null;
  const author = parsed.from?.address ?? message.from;
  const subject = (parsed.subject ?? '').slice(0, 500);
  const messageId = crypto.randomUUID();
  const notificationId = crypto.randomUUID();
  await db.batch([
    db.insert(notifications).values({
      id: notificationId,
      leadId: lead.id,
      kind: 'reply-received',
      // Null sends the alert to the staff list, as a new lead's alert goes.
      recipient: lead.ownerEmail,
      urgent: lead.isUrgent,
      createdAt: now,
    }),
    db.insert(leadMessages).values({
      id: messageId,
      leadId: lead.id,
      direction: 'inbound',
      author,
      subject,
      text: visibleReply(fullText),
      fullText,
      senderChecks: senderChecksOf(topmostChecks),
      attachments: describeInboundAttachments(parsed.attachments),
      notificationId,
      createdAt: now,
    }),
    db.insert(leadEvents).values({
      leadId: lead.id,
      at: now,
      actor: author,
      kind: 'reply-received',
      after: { messageId, subject },
    }),
    db.insert(leadEvents).values({
      leadId: lead.id,
      at: now,
      actor: 'system',
      kind: 'notification-queued',
      after: { notificationId, kind: 'reply-received' },
    }),
  ]);
  await enqueueNotifications(db, env.NOTIFICATIONS, [{ id: notificationId, urgent: lead.isUrgent }]);
  return { outcome: 'attached', leadId: lead.id, messageId };
}
