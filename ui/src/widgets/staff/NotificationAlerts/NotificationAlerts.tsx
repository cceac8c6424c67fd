import { notificationKindLabels, type AdminNotificationsOverview } from '@site/domain/leads/notifications';
import { MailWarning } from 'lucide-react';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { formatDateTime, leadSourceLabel } from '../staff-format';
import * as shared from '../staff.css';
import * as styles from './NotificationAlerts.css';

export interface NotificationAlertsProps {
  /** Absent while loading: nothing is shown until there is something to say. */
  overview?: AdminNotificationsOverview;
  error?: string;
  leadHref: (leadId: string) => string;
}

/**
 * The dashboard's e-mail card (docs/decisions/021): a configuration mistake and every failed notification,
 * each linking to its lead, where staff resend it. Nothing at all while e-mail works.
 */
export function NotificationAlerts({ overview, error, leadHref }: NotificationAlertsProps) {
  if (error) {
    return (
      <p role="alert" className={shared.errorNote}>
        Could not load the e-mail status: {error}
      </p>
    );
  }
  if (!overview || (overview.configProblems.length === 0 && overview.failed.length === 0)) return null;
  return (
    <section className={styles.card} aria-labelledby="notification-alerts-title">
      <h2 id="notification-alerts-title" className={styles.title}>
        <Icon icon={MailWarning} size="md" />
        E-mail needs attention
      </h2>
      {overview.configProblems.length > 0 ? (
        <div role="alert" className={shared.errorNote}>
          <p className={styles.paragraph}>No e-mail can be sent until the configuration is fixed:</p>
          <ul className={styles.problems}>
            {overview.configProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {overview.failed.length > 0 ? (
        <ul className={shared.list} aria-label="Failed e-mails">
          {overview.failed.map((notification) => (
            <li key={notification.id} className={styles.failure}>
              <p className={styles.paragraph}>
                <strong>{notificationKindLabels[notification.kind]}</strong> for{' '}
                <Link href={leadHref(notification.leadId)}>{notification.leadName}</Link> (
                {leadSourceLabel(notification.leadSource)},{' '}
                <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>)
              </p>
              <p className={styles.reason}>{notification.lastError ?? 'Every attempt to send failed.'}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
