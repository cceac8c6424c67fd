import { formatUsd } from '@site/domain/pricing/money';
import type { AdminLeadEvent } from '@site/domain/staff/lead-table';
import { erasedEventKind } from '@site/domain/leads/erasure';
import { leadStatuses, type LeadStatus } from '@site/domain/leads/leads';
import { notificationKindLabels, notificationKinds, type NotificationKind } from '@site/domain/leads/notifications';
import { formatDateTime, formatDay, leadStatusLabels } from '../staff-format';
import * as shared from '../staff.css';
import * as styles from './LeadTimeline.css';

/** A staff account as the timeline names it: owners are stored by id, authors by e-mail. */
export interface TimelinePerson {
  id: string;
  email: string;
  name: string;
}

export interface LeadTimelineProps {
  /** Oldest first, as the API lists them. */
  events: readonly AdminLeadEvent[];
  /** Staff accounts, so entries read 'Ana Reyes' rather than an id or an address; unknown ones stay as stored. */
  people?: readonly TimelinePerson[];
}

const fieldLabels: Record<string, string> = {
  status: 'Status',
  estimatedValue: 'Estimated value',
  notes: 'Notes',
  ownerId: 'Owner',
  followUpOn: 'Follow-up',
  unverified: 'Bot check',
};

const isStatus = (value: unknown): value is LeadStatus => leadStatuses.includes(value as LeadStatus);

function formatValue(field: string, value: unknown, people: readonly TimelinePerson[]): string {
  if (value === undefined || value === null || value === '') return field === 'ownerId' ? 'Nobody' : '(empty)';
  if (field === 'status' && isStatus(value)) return leadStatusLabels[value];
  if (field === 'estimatedValue' && typeof value === 'number') return formatUsd(value);
  if (field === 'ownerId') return people.find((person) => person.id === value)?.name ?? 'A removed account';
  if (field === 'followUpOn' && typeof value === 'string') return formatDay(value);
  // The 'before' of an edit is the row's column as SQLite holds it: 1 for true.
  if (field === 'unverified') return value === true || value === 1 ? 'Unverified' : 'Confirmed by staff';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an event changed, each with what it was and what it became. */
function changesOf(event: AdminLeadEvent, people: readonly TimelinePerson[]) {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return fields.map((field) => ({
    field,
    label: fieldLabels[field] ?? field,
    from: formatValue(field, event.before?.[field], people),
    to: formatValue(field, event.after?.[field], people),
  }));
}

const eventLabels: Record<string, string> = {
  created: 'Lead received',
  updated: 'Lead updated',
  note: 'Note',
  'notification-queued': 'E-mail queued',
  'notification-sent': 'E-mail sent',
  'notification-failed': 'E-mail failed',
  'notification-resend': 'E-mail resend requested',
  'reply-sent': 'Reply sent',
  'reply-received': 'Answer received',
  [erasedEventKind]: 'Lead erased',
};

/** A conversation's entries (docs/decisions/078) name the message; the message itself is in the conversation. */
const isMessageEvent = (kind: string) => kind === 'reply-sent' || kind === 'reply-received';
const kindLabel = (kind: string) => eventLabels[kind] ?? kind;

const isNotificationKind = (value: unknown): value is NotificationKind =>
  notificationKinds.includes(value as NotificationKind);

/** An e-mail's entry says which e-mail, to whom, and why it failed, instead of a field-by-field change. */
function notificationDetails(event: AdminLeadEvent): string[] {
  const after = event.after ?? {};
  const which = isNotificationKind(after.kind) ? notificationKindLabels[after.kind] : 'E-mail';
  return [
    typeof after.to === 'string' ? `${which} to ${after.to}` : which,
    ...(typeof after.reason === 'string' ? [`Reason: ${after.reason}`] : []),
    ...(typeof after.attempts === 'number' ? [`Attempts: ${after.attempts}`] : []),
  ];
}

/**
 * Every change of a lead (docs/product.md §12.3, §12.7), who made it, when, and each field from → to; notes
 * are entries of their own with their text.
 */
const nobodyNamed: readonly TimelinePerson[] = [];

export function LeadTimeline({ events, people = nobodyNamed }: LeadTimelineProps) {
  const nameOf = (actor: string) => people.find((person) => person.email === actor)?.name ?? actor;
  if (events.length === 0) return <p className={shared.note}>No changes yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Timeline">
      {events.map((event) => (
        <li key={`${event.at}-${event.kind}-${event.actor}`} className={styles.event}>
          <p className={styles.line}>
            <strong>{kindLabel(event.kind)}</strong> by <span className={styles.actor}>{nameOf(event.actor)}</span>,{' '}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.kind === 'created' || event.kind === erasedEventKind ? null : event.kind === 'note' ? (
            <p className={styles.note}>{typeof event.after?.text === 'string' ? event.after.text : ''}</p>
          ) : isMessageEvent(event.kind) ? (
            <p className={styles.note}>{typeof event.after?.subject === 'string' ? event.after.subject : ''}</p>
          ) : event.kind.startsWith('notification-') ? (
            <ul className={styles.changes} data-notification={event.kind}>
              {notificationDetails(event).map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : (
            <ul className={styles.changes}>
              {changesOf(event, people).map((change) => (
                <li key={change.field}>
                  {change.label}: <span className={styles.from}>{change.from}</span> <span aria-label="to">→</span>{' '}
                  <span className={styles.to}>{change.to}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
