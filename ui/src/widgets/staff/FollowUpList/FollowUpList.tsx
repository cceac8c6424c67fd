import type { AdminLead } from '@site/domain/staff/lead-table';
import type { FollowUpQueue } from '@site/domain/leads/pipeline';
import { Badge } from '../../../components/Badge';
import { Link } from '../../../components/Link';
import { formatDay, leadStatusLabels } from '../staff-format';
import { LoadState } from '../admin-states';
import * as shared from '../staff.css';
import * as styles from './FollowUpList.css';

export interface FollowUpListProps {
  queue?: FollowUpQueue;
  /** The signed-in staff member: their own leads are marked, and the server lists them first. */
  staffId: string;
  detailHref: (lead: AdminLead) => string;
  isLoading?: boolean;
  error?: string;
}

/**
 * The follow-ups staff owe (docs/product.md §12.7): leads whose day has passed, and leads due today,
 * the signed-in staff member's own first, each list bounded with the full count.
 */
export function FollowUpList({ queue, staffId, detailHref, isLoading = false, error }: FollowUpListProps) {
  return (
    <LoadState what="follow-ups" isLoading={isLoading} error={error} isEmpty={false}>
      {queue ? (
        <div className={styles.sections}>
          {[
            { title: 'Overdue', leads: queue.overdue, total: queue.overdueCount, emptyText: 'Nothing overdue.' },
            { title: 'Due today', leads: queue.dueToday, total: queue.dueTodayCount, emptyText: 'Nothing due today.' },
          ].map((part) => (
            <Section key={part.title} {...part} staffId={staffId} detailHref={detailHref} />
          ))}
        </div>
      ) : null}
    </LoadState>
  );
}

interface SectionProps extends Pick<FollowUpListProps, 'staffId' | 'detailHref'> {
  title: string;
  leads: AdminLead[];
  total: number;
  emptyText: string;
}

function Section({ title, leads, total, staffId, detailHref, emptyText }: SectionProps) {
  const id = `follow-ups-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className={shared.card} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title} <span className={styles.count}>({total})</span>
      </h3>
      {leads.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={`${shared.list} ${styles.list}`} aria-labelledby={id}>
          {leads.map((lead) => (
            <li key={lead.id} className={styles.item}>
              <span className={styles.name}>
                <Link href={detailHref(lead)}>{lead.name}</Link>
              </span>
              <span className={shared.metaLine}>
                {lead.owner?.id === staffId ? (
                  <Badge variant="default">Yours</Badge>
                ) : (
                  (lead.owner?.name ?? 'Unassigned')
                )}
                {' · '}
                {leadStatusLabels[lead.status]}
                {lead.followUpOn ? ` · ${formatDay(lead.followUpOn)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > leads.length ? <p className={styles.empty}>and {total - leads.length} more</p> : null}
    </section>
  );
}
