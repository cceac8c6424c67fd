import type { AdminLeadMessage, SenderChecks } from '@site/domain/leads/conversations';
import { Inbox, Paperclip, Send } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Disclosure } from '../../../components/Disclosure';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import { notificationStatusLabels } from '../NotificationList';
import type { TimelinePerson } from '../LeadTimeline';
import { useRowChange } from '../staff-action';
import * as styles from './LeadConversation.css';

export interface LeadConversationProps {
  /** Oldest first. */
  messages: readonly AdminLeadMessage[];
  /** Staff accounts, so a reply reads 'Ana Reyes' rather than an address. */
  people?: readonly TimelinePerson[];
  /** Sends a failed reply again through its outbox row; left out where replies are only read. */
  onResend?: (message: AdminLeadMessage) => Promise<void>;
  /** On a contact's page, where each message links to the lead it belongs to. */
  leadOf?: (message: AdminLeadMessage) => { name: string; href: string };
  /** Where staff open a kept attachment (a lead file, docs/decisions/077). */
  fileUrl?: (id: string) => string;
}

const statusBadges: Record<NonNullable<AdminLeadMessage['status']>, BadgeVariant> = {
  queued: 'secondary',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
};

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** 'SPF pass · DKIM pass · DMARC fail', as the receiving server recorded them; a missing check says so. */
const checksText = (checks: SenderChecks) =>
  (['spf', 'dkim', 'dmarc'] as const)
    .map((check) => `${check.toUpperCase()} ${checks[check] ?? 'not recorded'}`)
    .join(' · ');

const noPeople: readonly TimelinePerson[] = [];

/**
 * A lead's conversation by e-mail (docs/decisions/078): each staff reply with where its e-mail stands (Resend
 * when it failed), each answer as text without its quoted history, the whole message a click away, the sender
 * checks and what was attached. Nothing an answer holds is ever rendered as markup.
 */
export function LeadConversation({ messages, people = noPeople, onResend, leadOf, fileUrl }: LeadConversationProps) {
  const resend = useRowChange(
    (message: AdminLeadMessage) => onResend?.(message) ?? Promise.resolve(),
    () => ({ title: 'Reply queued again' }),
    'Could not resend',
  );
  const nameOf = (author: string) => people.find((person) => person.email === author)?.name ?? author;
  if (messages.length === 0) return <p className={shared.note}>No messages yet.</p>;
  return (
    <ol className={styles.thread} aria-label="Conversation">
      {messages.map((message) => {
        const outbound = message.direction === 'outbound';
        const lead = leadOf?.(message);
        return (
          <li key={message.id} className={styles.message} data-direction={message.direction}>
            <div className={styles.header}>
              <Icon icon={outbound ? Send : Inbox} size="sm" />
              <p className={styles.line}>
                <strong>{outbound ? 'Reply' : 'Answer'}</strong> from {nameOf(message.author)},{' '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                {lead ? (
                  <>
                    {' '}
                    on <Link href={lead.href}>{lead.name}</Link>
                  </>
                ) : null}
              </p>
              {message.status ? (
                <Badge variant={statusBadges[message.status]}>{notificationStatusLabels[message.status]}</Badge>
              ) : null}
            </div>
            <p className={styles.subject}>{message.subject || '(no subject)'}</p>
            <p className={styles.body}>{message.text}</p>
            {message.fullText !== message.text ? (
              <Disclosure title="Show full message" headingLevel={3}>
                <p className={styles.body}>{message.fullText}</p>
              </Disclosure>
            ) : null}
            {message.attachments.length ? (
              <ul className={styles.attachments} aria-label="Attachments">
                {message.attachments.map((attachment) => (
                  <li key={`${attachment.name}-${attachment.type}-${attachment.size}`} className={styles.attachment}>
                    <Icon icon={Paperclip} size="sm" />
                    <span>
                      {attachment.fileId && fileUrl ? (
                        <Link href={fileUrl(attachment.fileId)} target="_blank" rel="noopener">
                          {attachment.name}
                        </Link>
                      ) : (
                        attachment.name
                      )}{' '}
                      ({attachment.type}, {kb(attachment.size)}),{' '}
                      {attachment.fileId ? "kept with the lead's files" : 'not kept'}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {message.senderChecks ? (
              <p className={styles.details}>Sender checks: {checksText(message.senderChecks)}</p>
            ) : null}
            {message.senderChecks?.unmatchedEnvelopeFrom ? (
              <p className={styles.details}>
                <strong>Check the sender:</strong> From {message.author} is neither the lead&apos;s address nor the
                address the message was sent from ({message.senderChecks.unmatchedEnvelopeFrom}).
              </p>
            ) : null}
            {message.status === 'failed' ? (
              <>
                {message.lastError ? <p className={styles.details}>Reason: {message.lastError}</p> : null}
                {onResend ? (
                  <div className={shared.actions}>
                    <Button variant="outline" size="sm" {...resend.buttonProps(message)}>
                      Resend
                    </Button>
                  </div>
                ) : null}
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
