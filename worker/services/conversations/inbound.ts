import {
  fromMatches,
  inboundMailLimitBytes,
  replyTokenOf,
  senderChecksOf,
  visibleReply,
  type MessageAttachment,
} from '@site/domain/leads/conversations';
import { leadFileName } from '@site/domain/lead-forms/lead-files';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { convert } from 'html-to-text';
import PostalMime, { type Attachment, type Email } from 'postal-mime';
import type { Database } from '../../db/client';
import { leadEvents, leadFiles, leadMessages, leads, notifications, staff } from '../../db/schema';
import { storeLeadFile, UploadRefusal } from '../lead-files/lead-files';
import { enqueueNotifications } from '../notifications/notifications';
import { keyedHash } from '../protection/keyed-hash';
import { admit, forget, inboundAddressLimit, inboundAlertLimit, inboundSenderLimit } from '../protection/rate-limit';
import { securityLog } from '../protection/security-log';
import { sha256Hex } from '../protection/crypto';

/** What the handler needs of Email Routing's message: the envelope, the raw bytes and the way to refuse it. */
export type InboundEmail = Pick<ForwardableEmailMessage, 'from' | 'to' | 'raw' | 'rawSize' | 'setReject'>;

export type InboundOutcome = { outcome: 'attached'; leadId: string; messageId: string } | { outcome: 'rejected' };

/** Text kept of one message: far more than anyone writes, short of a pasted mailbox. */
const fullTextLimit = 100_000;

export const rejections = {
  unknownAddress: 'Unknown or expired address',
  tooLarge: `Message larger than ${inboundMailLimitBytes / 1024 / 1024} MiB`,
  unreadable: 'Message could not be read',
  tooMany: 'Too many messages to this address; try again later',
} as const;

/** A file name as staff see it, cleaned as an upload's is (docs/decisions/085). */
const fileNameOf = (attachment: Attachment) => leadFileName(attachment.filename ?? '') || 'Unnamed attachment';

/**
 * The message as text: its plain part, or for a message with only an HTML part, that HTML turned into text by
 * html-to-text (docs/decisions/085). The HTML is parsed, never rendered: images, scripts and styles are left out.
 */
const textOf = (parsed: Email) =>
  parsed.text ??
  (parsed.html
    ? convert(parsed.html, {
        wordwrap: false,
        selectors: [
          { selector: 'img', format: 'skip' },
          { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
        ],
      })
    : '');

/** The request key an answer's kept attachments are stored under until its batch attaches them to the lead. */
const answerFilesKey = (messageId: string) => `reply:${messageId}`;

/**
 * An answer's attachments, kept with the lead's files where the forms would take them (docs/decisions/077):
 * stored like an upload (kind by the bytes, the size limits, location metadata removed) under the answer's id
 * as its request key, to be attached to the lead in the answer's batch. Anything else (a Word file, a program,
 * past the limits) is recorded by name, type and size only, never stored.
 */
async function keepAttachments(
  db: Database,
  bucket: R2Bucket,
  messageId: string,
  attachments: readonly Attachment[],
): Promise<MessageAttachment[]> {
  const described: MessageAttachment[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const bytes =
      typeof attachment.content === 'string'
        ? new TextEncoder().encode(attachment.content)
        : new Uint8Array(attachment.content);
    const name = fileNameOf(attachment);
    let fileId: string | null = null;
    try {
      const { file } = await storeLeadFile(db, bucket, {
        requestKey: answerFilesKey(messageId),
        clientId: `attachment-${index}`,
        field: 'files',
        name,
        declaredBytes: bytes.byteLength,
        body: new Blob([bytes]).stream(),
      });
      fileId = file.id;
    } catch (error) {
      if (!(error instanceof UploadRefusal)) throw error;
    }
    described.push({ name, type: attachment.mimeType, size: bytes.byteLength, fileId });
  }
  return described;
}

/** The lead a reply address still open at `now` belongs to, found through the token's unique index. */
export const leadOfReplyToken = (db: Database, token: string, now: string) =>
  db
    .select({ id: leads.id, email: leads.email, isUrgent: leads.isUrgent, ownerEmail: staff.email })
    .from(leads)
    .leftJoin(staff, eq(staff.id, leads.ownerId))
    .where(and(eq(leads.replyToken, token), gt(leads.replyExpiresAt, now)));

function refuse(message: InboundEmail, reason: string): InboundOutcome {
  message.setReject(reason);
  return { outcome: 'rejected' };
}

/**
 * Counts the message against its reply address's and its envelope sender's limits (docs/decisions/085); the
 * sender is counted by its keyed hash, so the limits' table holds no address.
 */
async function withinLimits(db: Database, env: Env, leadId: string, envelopeFrom: string, messageId: string) {
  const sender = await (await keyedHash(env.KEYED_HASH_SECRET, 'inbound-sender'))(envelopeFrom.trim().toLowerCase());
  if (!(await admit(db, inboundSenderLimit, sender, messageId)).admitted) {
    securityLog('inbound.refused', { limit: 'sender', sender: sender.slice(0, 12) });
    return false;
  }
  if (!(await admit(db, inboundAddressLimit, leadId, messageId)).admitted) {
    await forget(db, inboundSenderLimit, sender, messageId);
    securityLog('inbound.refused', { limit: 'reply-address', leadId });
    return false;
  }
  return true;
}

/**
 * An answer to a lead's reply address (docs/decisions/078): matched by the token in the recipient address
 * alone, stored as text on the lead's conversation with the sender checks of the receiving server, and
 * announced to the lead's owner (or the staff list) through the outbox, at most once an hour until staff
 * reply. Mail to an address no lead holds, one past its expiry, over the size limit, or past the reply
 * address's or the sender's limit is refused and attached nowhere (docs/decisions/085).
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
  // The sending server tries again when we fail (the email() handler threw): the same Message-ID on the same
  // lead is the same answer, stored once and counted once against the limits (docs/security.md, "Platform
  // failures").
  const messageId = parsed.messageId ? await sha256Hex(`${lead.id}\n${parsed.messageId}`) : crypto.randomUUID();
  const stored = await db
    .select({ id: leadMessages.id })
    .from(leadMessages)
    .where(eq(leadMessages.id, messageId))
    .get();
  if (stored) return { outcome: 'attached', leadId: lead.id, messageId };
  if (!(await withinLimits(db, env, lead.id, message.from, messageId))) return refuse(message, rejections.tooMany);
  const fullText = textOf(parsed).slice(0, fullTextLimit).trim();
  const topmostChecks = parsed.headers.find((header) => header.key === 'authentication-results')?.value ?? null;
  const author = parsed.from?.address ?? message.from;
  const senderChecks = {
    ...senderChecksOf(topmostChecks, env.INBOUND_AUTHSERV_ID),
    ...(fromMatches(author, message.from, lead.email) ? {} : { unmatchedEnvelopeFrom: message.from }),
  };
  const subject = (parsed.subject ?? '').slice(0, 500);
  const alerted = (await admit(db, inboundAlertLimit, lead.id, messageId)).admitted;
  const notificationId = alerted ? crypto.randomUUID() : null;
  const attachments = await keepAttachments(db, env.FILES, messageId, parsed.attachments);
  const alert = notificationId
    ? [
        db.insert(notifications).values({
          id: notificationId,
          leadId: lead.id,
          kind: 'reply-received',
          // Null sends the alert to the staff list, as a new lead's alert goes.
          recipient: lead.ownerEmail,
          urgent: lead.isUrgent,
          createdAt: now,
        }),
      ]
    : [];
  await db.batch([
    db
      .update(leadFiles)
      .set({ leadId: lead.id })
      .where(and(eq(leadFiles.requestKey, answerFilesKey(messageId)), isNull(leadFiles.leadId))),
    ...alert,
    db.insert(leadMessages).values({
      id: messageId,
      leadId: lead.id,
      direction: 'inbound',
      author,
      subject,
      text: visibleReply(fullText),
      fullText,
      senderChecks,
      attachments,
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
    ...(notificationId
      ? [
          db.insert(leadEvents).values({
            leadId: lead.id,
            at: now,
            actor: 'system',
            kind: 'notification-queued',
            after: { notificationId, kind: 'reply-received' },
          }),
        ]
      : []),
  ]);
  if (notificationId)
    await enqueueNotifications(db, env.NOTIFICATIONS, [{ id: notificationId, urgent: lead.isUrgent }]);
  return { outcome: 'attached', leadId: lead.id, messageId };
}
