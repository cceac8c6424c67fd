import { company } from '../company/company';
import { limits } from '../forms/text';
import { requiredText } from '../forms/text-schema';
import { z } from '../forms/zod';
import { leadSourceRegistry, type LeadSource } from './leads';
import type { NotificationStatus } from './notifications';

/**
 * Talking to a lead by e-mail (docs/decisions/078): staff reply from the lead's page through the outbox, from
 * the company's sender with a per-lead reply address as Reply-To, and the answers come back to that address
 * through Email Routing onto the lead's timeline.
 */

export const replyMessages = {
  subjectEmpty: 'Write a subject',
  bodyEmpty: 'Write your reply first',
  sent: 'Reply queued',
  gone: 'This lead no longer exists.',
  noAddress: 'This lead gave no e-mail address to reply to.',
} as const;

/** The composer's text, checked by the same schema in the browser and in the action. */
export const leadReplySchema = z.object({
  subject: requiredText(replyMessages.subjectEmpty),
  body: requiredText(replyMessages.bodyEmpty, limits.longText),
});
export type LeadReply = z.infer<typeof leadReplySchema>;

/** The subject the composer starts with: the visitor's own request, named as the confirmation named it. */
export const replySubject = (source: LeadSource) =>
  `Your ${leadSourceRegistry[source].title.toLowerCase()} with ${company.name}`;

/** The composer's starting text: a short greeting, the source's opening, the staff member's name to sign. */
export const replyTemplate = (source: LeadSource, leadName: string, staffName: string) =>
  `Hello ${leadName},\n\n${leadSourceRegistry[source].replyOpening}\n\nBest regards,\n${staffName}\n${company.name}, ${company.phone}`;

/** Reply addresses are reply+<token>@<reply domain>; the token is all a message is matched by, never its subject. */
const replyPrefix = 'reply+';
/** 128 random bits as lower-case hex: unguessable, and unchanged by mail systems that fold an address's case. */
const tokenPattern = /^[0-9a-f]{32}$/;

export const replyAddress = (token: string, domain: string) => `${replyPrefix}${token}@${domain}`;

/** The token an address to the reply domain carries, or null for any other address. */
export function replyTokenOf(address: string, domain: string): string | null {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0 || lower.slice(at + 1) !== domain.toLowerCase()) return null;
  const local = lower.slice(0, at);
  if (!local.startsWith(replyPrefix)) return null;
  const token = local.slice(replyPrefix.length);
  return tokenPattern.test(token) ? token : null;
}

/** A reply address answers for this long after the last reply sent from it; later mail to it is refused. */
export const replyAddressLifetimeDays = 180;

/**
 * Inbound mail larger than this is refused whole: a client's answer with a few photos fits, a mailbox dump
 * does not. Email Routing itself stops at 25 MiB.
 */
export const inboundMailLimitBytes = 10 * 1024 * 1024;

/** The sender checks the receiving server recorded, as found in the message's Authentication-Results. */
export interface SenderChecks {
  spf: string | null;
  dkim: string | null;
  dmarc: string | null;
  /**
   * The envelope sender, recorded when the header From is neither it nor the lead's address: the timeline
   * marks such an answer (docs/decisions/085). Absent when the From matches, and on answers stored before.
   */
  unmatchedEnvelopeFrom?: string;
}

/** RFC 8601 comments, nested or not, and quoted strings: text that must never be read as a result. */
function withoutComments(header: string): string {
  let depth = 0;
  let quoted = false;
  let kept = '';
  for (let at = 0; at < header.length; at += 1) {
    const character = header[at] ?? '';
    if (character === '\\') {
      at += 1;
      continue;
    }
    if (quoted) {
      if (character === '"') quoted = false;
      continue;
    }
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      if (character === '"') quoted = true;
      else kept += character;
    }
  }
  return kept;
}

const checkedMethods = ['spf', 'dkim', 'dmarc'] as const;

/**
 * Reads the spf, dkim and dmarc results of the receiving server's Authentication-Results header (RFC 8601).
 * Only the topmost header can be the receiving server's own, and it is trusted only when its authserv-id is
 * the one configured (`INBOUND_AUTHSERV_ID`, Email Routing's, docs/deploy.md): any other header came with the
 * message and may be forged, so its results count as not recorded. Comments are taken out before reading, so
 * `dkim=fail (reason: spf=pass)` is a failed DKIM and no SPF result.
 */
export function senderChecksOf(topmostHeader: string | null, authservId: string): SenderChecks {
  const none: SenderChecks = { spf: null, dkim: null, dmarc: null };
  if (topmostHeader === null) return none;
  const [server = '', ...results] = withoutComments(topmostHeader).split(';');
  // The authserv-id may be followed by a version number.
  if (server.trim().split(/\s+/)[0]?.toLowerCase() !== authservId.toLowerCase()) return none;
  const checks = { ...none };
  for (const result of results) {
    const [method, value] =
      result
        .trim()
        .replace(/\s*=\s*/g, '=')
        .split(/\s+/)[0]
        ?.split('=') ?? [];
    const known = checkedMethods.find((name) => name === method?.trim().toLowerCase());
    if (known && checks[known] === null && value) checks[known] = value.trim().toLowerCase();
  }
  return checks;
}

/** Whether an answer's header From is the lead's address or the envelope sender (case folded, as mail does). */
export function fromMatches(headerFrom: string, envelopeFrom: string, leadEmail: string): boolean {
  const from = headerFrom.trim().toLowerCase();
  return from === envelopeFrom.trim().toLowerCase() || from === leadEmail.trim().toLowerCase();
}

/** Lines that start the quoted history mail programs put under an answer. */
const historyStarts = [
  /^On .+wrote:\s*$/,
  /^-{2,}\s*Original Message\s*-{2,}/i,
  /^-{2,}\s*Forwarded message\s*-{2,}/i,
  /^_{8,}\s*$/,
  /^From:\s.+/,
];
/** Lines that start a signature: the standard '-- ' delimiter and the phones' sign-offs. */
const signatureStarts = [/^--\s*$/, /^Sent from my /i, /^Get Outlook for /i];

/**
 * The answer itself, for the timeline: the text above the quoted history (an attribution line, an Outlook
 * header block, '>' lines) and above the signature. The whole text stays on the message for "Show full message".
 */
export function visibleReply(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    const joined = `${line} ${lines[index + 1] ?? ''}`;
    if (historyStarts.some((start) => start.test(line))) break;
    // Gmail wraps a long attribution over two lines.
    if (line.startsWith('On ') && /wrote:\s*$/.test(joined) && !/wrote:\s*$/.test(line)) break;
    if (signatureStarts.some((start) => start.test(line))) break;
    if (line.startsWith('>')) continue;
    kept.push(line);
  }
  const visible = kept.join('\n').trim();
  return visible === '' ? text.trim() : visible;
}

export const messageDirections = ['outbound', 'inbound'] as const;
export type MessageDirection = (typeof messageDirections)[number];

/** An attachment as the message records it: what came, not (yet) the file itself. */
export interface MessageAttachment {
  name: string;
  type: string;
  size: number;
  /**
   * The lead file it became (docs/decisions/077): a photo, plan or PDF the forms would take is kept with the
   * lead's files; null for anything else, which is recorded by name, type and size only.
   */
  fileId: string | null;
}

/** One message of a lead's conversation, as staff read it (a `lead_messages` row, docs/decisions/066). */
export interface AdminLeadMessage {
  id: string;
  leadId: string;
  direction: MessageDirection;
  /** Who wrote it: the staff e-mail for a reply, the sender's address for an answer. */
  author: string;
  subject: string;
  /** The answer without quoted history and signature; the whole text for a staff reply. */
  text: string;
  /** Everything the message said, as text. */
  fullText: string;
  senderChecks: SenderChecks | null;
  attachments: MessageAttachment[];
  createdAt: string;
  /** A staff reply's place in the outbox: queued, sending, sent or failed; null for an answer. */
  notificationId: string | null;
  status: NotificationStatus | null;
  lastError: string | null;
}
