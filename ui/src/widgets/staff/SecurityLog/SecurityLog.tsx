import {
  securityEventKinds,
  securityEventLabels,
  securityLogPeriodLabels,
  type AdminSecurityEvent,
  type SecurityLogPage,
  type SecurityLogQuery,
} from '@site/domain/staff/security-log';
import type { StaffMember } from '@site/domain/staff/sign-in';
import { Badge } from '../../../components/Badge';
import { Link } from '../../../components/Link';
import { Select } from '../../../components/Select';
import { Stack } from '../../../components/Stack';
import { formatDateTime, optionsOf } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import * as styles from './SecurityLog.css';

/** What the page's address filters by: a member, a kind and a period. */
export type SecurityLogFilter = Pick<SecurityLogQuery, 'member' | 'kind' | 'period'>;

export interface SecurityLogProps {
  /** Absent while loading. */
  page?: SecurityLogPage;
  error?: string;
  filter: SecurityLogFilter;
  onFilterChange: (filter: SecurityLogFilter) => void;
  /** The members the member filter offers. */
  members: readonly Pick<StaffMember, 'id' | 'name'>[];
  /** The address of the next, older page; absent on the last page. */
  olderHref?: string;
  /** The address of the newest page, shown on every page after the first. */
  newestHref?: string;
}

const all = 'all';
const kindOptions = [
  { value: all, label: 'All kinds' },
  ...securityEventKinds.map((kind) => ({ value: kind, label: securityEventLabels[kind] })),
];
const periodOptions = optionsOf(securityLogPeriodLabels);

const failures = new Set<AdminSecurityEvent['kind']>(['sign-in-failed', 'lockout']);

/** The entry's facts after its time: who, about what, from which client tag, and the detail's words. */
function facts(event: AdminSecurityEvent): string {
  const parts = [
    event.member ? event.member.name : 'Unknown account',
    event.subject ? `about ${event.subject}` : '',
    event.client ? `client ${event.client}` : '',
    ...Object.entries(event.detail ?? {}).map(([key, value]) => `${key}: ${value}`),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The security log (docs/product.md §12.12): sign-ins and their failures, lockouts, sign-outs, erasures,
 * exports and NDA code changes, newest first, filtered by member, kind and period, an older page at a time.
 */
export function SecurityLog({ page, error, filter, onFilterChange, members, olderHref, newestHref }: SecurityLogProps) {
  const memberOptions = [
    { value: all, label: 'All members' },
    ...members.map(({ id, name }) => ({ value: id, label: name })),
  ];
  const filtered = Boolean(filter.member || filter.kind || filter.period !== 'all');
  return (
    <Stack gap="4">
      <div role="search" className={styles.bar} aria-label="Filter the security log">
        <div className={styles.select}>
          <Select
            label="Member"
            options={memberOptions}
            value={filter.member ?? all}
            onChange={(chosen) => onFilterChange({ ...filter, member: chosen === all ? undefined : chosen })}
          />
        </div>
        <div className={styles.select}>
          <Select
            label="Kind"
            options={kindOptions}
            value={filter.kind ?? all}
            onChange={(chosen) =>
              onFilterChange({ ...filter, kind: securityEventKinds.find((kind) => kind === chosen) })
            }
          />
        </div>
        <div className={styles.select}>
          <Select
            label="Period"
            options={periodOptions}
            value={filter.period}
            onChange={(chosen) =>
              onFilterChange({
                ...filter,
                period: periodOptions.find((option) => option.value === chosen)?.value ?? 'all',
              })
            }
          />
        </div>
      </div>
      <LoadState
        what="security log"
        isLoading={!page}
        error={error}
        isEmpty={page?.items.length === 0}
        emptyText={filtered ? 'No entries match these filters.' : 'No entries yet.'}
      >
        <ul className={shared.list} aria-label="Security log entries">
          {page?.items.map((event) => (
            <li key={event.id} className={shared.listRow} aria-label={securityEventLabels[event.kind]}>
              <div className={shared.listRowText}>
                <span className={shared.listRowName}>
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </span>
                <span className={shared.listRowMeta}>{facts(event)}</span>
              </div>
              <Badge variant={failures.has(event.kind) ? 'warning' : 'secondary'}>
                {securityEventLabels[event.kind]}
              </Badge>
            </li>
          ))}
        </ul>
      </LoadState>
      {olderHref || newestHref ? (
        <nav className={styles.pager} aria-label="Security log pages">
          {newestHref ? <Link href={newestHref}>Newest entries</Link> : null}
          {olderHref ? <Link href={olderHref}>Older entries</Link> : null}
        </nav>
      ) : null}
    </Stack>
  );
}
