import { adminRegions, type AdminLeadFilter } from '@site/domain/staff/lead-table';
import { type StaffMember } from '@site/domain/staff/sign-in';
import { leadSources, leadStatuses } from '@site/domain/leads/leads';
import { Download } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { leadSourceLabel, leadStatusLabels } from '../staff-format';
import { useRoleNote } from '../role-note';
import * as styles from './LeadFilters.css';

export interface LeadFiltersProps {
  value: AdminLeadFilter;
  onChange: (filter: AdminLeadFilter) => void;
  /** Downloads the leads the filters select as CSV. */
  onExport: () => void;
  isExporting?: boolean;
  /** Why this member may not export (their role): the button is disabled and says so. */
  exportRefusal?: string;
  /** How many leads the filters select; announced politely as it changes. */
  resultCount?: number;
  /** The active staff accounts the owner filter offers, besides "Me" and "Nobody". */
  staff?: readonly Pick<StaffMember, 'id' | 'name'>[];
}

const all = 'all';
type SelectFilter = 'status' | 'source' | 'region' | 'owner' | 'due';
const statusOptions = [
  { value: all, label: 'All statuses' },
  ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] })),
];
const sourceOptions = [
  { value: all, label: 'All sources' },
  ...leadSources.map((source) => ({ value: source, label: leadSourceLabel(source) })),
];

const noStaff: NonNullable<LeadFiltersProps['staff']> = [];
const regionOptions = [
  { value: all, label: 'All regions' },
  ...adminRegions.map((region) => ({ value: region, label: region })),
];
const dueOptions = [
  { value: all, label: 'Any follow-up' },
  { value: 'today', label: 'Due today' },
  { value: 'overdue', label: 'Overdue' },
];

/**
 * Search (name, e-mail, company; docs/product.md §12.3) and status filter; plus source, region, owner ("me", a
 * colleague or nobody) and follow-up due (today or overdue), and the CSV export of the view.
 */
export function LeadFilters({
  value,
  onChange,
  onExport,
  isExporting,
  exportRefusal,
  resultCount,
  staff = noStaff,
}: LeadFiltersProps) {
  const roleNote = useRoleNote(exportRefusal);
  const ownerOptions = [
    { value: all, label: 'All owners' },
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...staff.map(({ id, name }) => ({ value: id, label: name })),
  ];
  /** One select of the bar, whose options are the values its filter allows; the first, 'all', leaves `name` out. */
  const filter = (name: SelectFilter, label: string, options: readonly { value: string; label: string }[]) => (
    <div className={styles.select}>
      <Select
        label={label}
        options={options}
        value={value[name] ?? all}
        onChange={(chosen) => onChange({ ...value, [name]: chosen === all ? undefined : chosen })}
      />
    </div>
  );
  return (
    <div role="search" className={styles.bar} aria-label="Filter leads">
      <div className={styles.search}>
        <TextField
          label="Search leads"
          type="search"
          placeholder="Name, email or company"
          value={value.q ?? ''}
          onChange={(q) => onChange({ ...value, q: q || undefined })}
        />
      </div>
      {filter('status', 'Status', statusOptions)}
      {filter('source', 'Source', sourceOptions)}
      {filter('region', 'Region', regionOptions)}
      {filter('owner', 'Owner', ownerOptions)}
      {filter('due', 'Follow-up', dueOptions)}
      <div className={styles.exportAction}>
        <Button
          variant="outline"
          {...roleNote.control}
          onClick={onExport}
          isPending={isExporting}
          pendingLabel="Exporting..."
        >
          <Icon icon={Download} size="sm" />
          Export CSV
        </Button>
        {roleNote.note}
      </div>
      {resultCount === undefined ? null : (
        <p className={styles.count} role="status">
          {resultCount === 1 ? '1 lead' : `${resultCount.toLocaleString('en-US')} leads`}
        </p>
      )}
    </div>
  );
}
