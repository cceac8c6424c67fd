import type { AdminLeadEvent } from '@site/domain/admin';
import { leadStatuses, type LeadStatus } from '@site/domain/leads';
import { notificationKindLabels, notificationKinds, type NotificationKind } from '@site/domain/notifications';
import { formatDateTime, formatUsd, leadStatusLabels } from '../admin-format';
import * as shared from '../admin.css';
import * as styles from './LeadTimeline.css';

export interface LeadTimelineProps {
  /** Oldest first, as the API lists them. */
  events: readonly AdminLeadEvent[];
}

const fieldLabels: Record<string, string> = { status: 'Status', estimatedValue: 'Estimated value', notes: 'Notes' };

const isStatus = (value: unknown): value is LeadStatus => leadStatuses.includes(value as LeadStatus);

function formatValue(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (field === 'status' && isStatus(value)) return leadStatusLabels[value];
  if (field === 'estimatedValue' && typeof value === 'number') return formatUsd(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an event changed, each with what it was and what it became. */
function changesOf(event: AdminLeadEvent) {
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return fields.map((field) => ({
    field,
    label: fieldLabels[field] ?? field,
    from: formatValue(field, event.before?.[field]),
    to: formatValue(field, event.after?.[field]),
  }));
}

const eventLabels: Record<string, string> = {
  created: 'Lead received',
  updated: 'Lead updated',
  'notification-queued': 'E-mail queued',
  'notification-sent': 'E-mail sent',
  'notification-failed': 'E-mail failed',
  'notification-resend': 'E-mail resend requested',
};
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

/** Every change of a lead (docs/product.md §12.3), who made it, when, and each field from → to. */
export function LeadTimeline({ events }: LeadTimelineProps) {
  if (events.length === 0) return <p className={shared.note}>No changes yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Timeline">
      {events.map((event) => (
        <li key={`${event.at}-${event.kind}-${event.actor}`} className={styles.event}>
          <p className={styles.line}>
            <strong>{kindLabel(event.kind)}</strong> by <span className={styles.actor}>{event.actor}</span>,{' '}
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.kind === 'created' ? null : event.kind.startsWith('notification-') ? (
            <ul className={styles.changes} data-notification={event.kind}>
              {notificationDetails(event).map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : (
            <ul className={styles.changes}>
              {changesOf(event).map((change) => (
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
