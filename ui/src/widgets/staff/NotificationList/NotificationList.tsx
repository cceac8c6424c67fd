import {
  notificationKindLabels,
  type AdminNotification,
  type NotificationStatus,
} from '@site/domain/leads/notifications';
import { Send } from 'lucide-react';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import * as styles from './NotificationList.css';
import { useRowChange } from '../staff-action';

export const notificationStatusLabels: Record<NotificationStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const statusBadges: Record<NotificationStatus, BadgeVariant> = {
  queued: 'secondary',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
};

export interface NotificationListProps {
  /** Absent while loading. */
  notifications?: readonly AdminNotification[];
  error?: string;
  /** Sends a failed (or lost) e-mail again; the list is fetched again after it resolves. */
  onResend: (notification: AdminNotification) => Promise<void>;
}

/** A lead's e-mails (docs/decisions/021): where each stands, why one failed, and Resend. */
export function NotificationList({ notifications, error, onResend }: NotificationListProps) {
  const resend = useRowChange(
    onResend,
    (notification) => ({
      title: 'E-mail queued',
      description: `${notificationKindLabels[notification.kind]} will be sent again.`,
    }),
    'Could not resend',
  );

  return (
    <LoadState
      what="e-mails"
      isLoading={!notifications}
      error={error}
      isEmpty={notifications?.length === 0}
      emptyText="No e-mails for this lead."
    >
      <ul className={shared.list} aria-label="E-mails">
        {notifications?.map((notification) => (
          <li key={notification.id} className={styles.item}>
            <div className={styles.header}>
              <strong>{notificationKindLabels[notification.kind]}</strong>
              <Badge variant={statusBadges[notification.status]}>{notificationStatusLabels[notification.status]}</Badge>
            </div>
            <dl className={shared.fields}>
              <dt className={shared.term}>To</dt>
              <dd className={shared.definition}>{notification.recipient}</dd>
              <dt className={shared.term}>Attempts</dt>
              <dd className={shared.definition}>{notification.attempts}</dd>
              {notification.sentAt ? (
                <>
                  <dt className={shared.term}>Sent</dt>
                  <dd className={shared.definition}>
                    <time dateTime={notification.sentAt}>{formatDateTime(notification.sentAt)}</time>
                  </dd>
                </>
              ) : null}
              {notification.lastError && notification.status !== 'sent' ? (
                <>
                  <dt className={shared.term}>Reason</dt>
                  <dd className={shared.definition}>{notification.lastError}</dd>
                </>
              ) : null}
            </dl>
            {notification.status === 'failed' || notification.status === 'sent' ? (
              <div className={shared.actions}>
                <Button
                  variant="outline"
                  size="sm"
                  {...resend.buttonProps(notification)}
                  pendingLabel="Resending..."
                  aria-label={`Resend ${notificationKindLabels[notification.kind].toLowerCase()}`}
                >
                  <Icon icon={Send} size="sm" />
                  Resend
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
