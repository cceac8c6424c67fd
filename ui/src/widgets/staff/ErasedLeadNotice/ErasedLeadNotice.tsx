import type { AdminLead } from '@site/domain/staff/lead-table';
import { formatDateTime, leadSourceLabel, leadStatusLabels } from '../staff-format';
import * as shared from '../staff.css';
import * as styles from './ErasedLeadNotice.css';

export interface ErasedLeadNoticeProps {
  /** The tombstone: what an erased lead keeps (docs/decisions/080). */
  lead: Pick<AdminLead, 'source' | 'status' | 'region' | 'createdAt'> & { erasedAt: string };
}

/**
 * What the page of an erased lead shows instead of the lead (docs/product.md §12.10): that it was erased and
 * when, and the non-personal facts it keeps for the counts.
 */
export function ErasedLeadNotice({ lead }: ErasedLeadNoticeProps) {
  return (
    <section className={`${shared.card} ${styles.notice}`} aria-label="Erased on request">
      <p className={styles.noticeText}>
        <strong>This lead was erased</strong> on <time dateTime={lead.erasedAt}>{formatDateTime(lead.erasedAt)}</time>.
        Its contact details, submission, files, e-mails, notes and timeline were removed on request.
      </p>
      <dl className={shared.fields}>
        <dt className={shared.term}>Source</dt>
        <dd className={shared.definition}>{leadSourceLabel(lead.source)}</dd>
        <dt className={shared.term}>Received</dt>
        <dd className={shared.definition}>
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
        </dd>
        <dt className={shared.term}>Status</dt>
        <dd className={shared.definition}>{leadStatusLabels[lead.status]}</dd>
        <dt className={shared.term}>Region</dt>
        <dd className={shared.definition}>{lead.region}</dd>
      </dl>
    </section>
  );
}
