import {
  adminRegions,
  type AdminLeadFilter,
  type AdminRegion,
  type FollowUpView,
  type StaffMember,
} from '@site/domain/staff/admin';
import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from '@site/domain/leads/leads';
import { Download } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { TextField } from '../../../components/TextField';
import { leadSourceLabel, leadStatusLabels } from '../admin-format';
import * as styles from './LeadFilters.css';

export interface LeadFiltersProps {
  value: AdminLeadFilter;
  onChange: (filter: AdminLeadFilter) => void;
  /** Downloads the leads the filters select as CSV. */
  onExport: () => void;
  isExporting?: boolean;
  /** How many leads the filters select; announced politely as it changes. */
  resultCount?: number;
  /** The active staff accounts the owner filter offers, besides "Me" and "Nobody". */
  staff?: readonly Pick<StaffMember, 'id' | 'name'>[];
}

const all = 'all';
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
  resultCount,
  staff = noStaff,
}: LeadFiltersProps) {
  const ownerOptions = [
    { value: all, label: 'All owners' },
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...staff.map(({ id, name }) => ({ value: id, label: name })),
  ];
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
      <div className={styles.select}>
        <Select
          label="Status"
          options={statusOptions}
          value={value.status ?? all}
          onChange={(status) => onChange({ ...value, status: status === all ? undefined : (status as LeadStatus) })}
        />
      </div>
      <div className={styles.select}>
        <Select
          label="Source"
          options={sourceOptions}
          value={value.source ?? all}
          onChange={(source) => onChange({ ...value, source: source === all ? undefined : (source as LeadSource) })}
        />
      </div>
      <div className={styles.select}>
        <Select
          label="Region"
          options={regionOptions}
          value={value.region ?? all}
          onChange={(region) => onChange({ ...value, region: region === all ? undefined : (region as AdminRegion) })}
        />
      </div>
      <div className={styles.select}>
        <Select
          label="Owner"
          options={ownerOptions}
          value={value.owner ?? all}
          onChange={(owner) => onChange({ ...value, owner: owner === all ? undefined : owner })}
        />
      </div>
      <div className={styles.select}>
        <Select
          label="Follow-up"
          options={dueOptions}
          value={value.due ?? all}
          onChange={(due) => onChange({ ...value, due: due === all ? undefined : (due as FollowUpView) })}
        />
      </div>
      <div className={styles.exportAction}>
        <Button variant="outline" onClick={onExport} isPending={isExporting} pendingLabel="Exporting...">
          <Icon icon={Download} size="sm" />
          Export CSV
        </Button>
      </div>
      {resultCount === undefined ? null : (
        <p className={styles.count} role="status">
          {resultCount === 1 ? '1 lead' : `${resultCount.toLocaleString('en-US')} leads`}
        </p>
      )}
    </div>
  );
}
