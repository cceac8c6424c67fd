import { bulkMessages } from '@site/domain/staff/bulk-changes';
import { type StaffMember } from '@site/domain/staff/sign-in';
import { leadStatuses, type LeadStatus } from '@site/domain/leads/leads';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Select } from '../../../components/Select';
import { leadStatusLabels } from '../staff-format';
import { useRoleNote } from '../role-note';
import * as styles from './LeadBulkBar.css';
import { changeWithToasts } from '../staff-action';

export interface LeadBulkBarProps {
  /** How many leads of the table are selected. */
  count: number;
  /** The active staff accounts the selection can be given to, by name. */
  staff: readonly Pick<StaffMember, 'id' | 'name'>[];
  /** Saves the status on every selected lead; throw to refuse (nothing changed, the message is shown). */
  onChangeStatus: (status: LeadStatus) => Promise<void>;
  /** Gives every selected lead to a staff member, or to nobody (`null`); throw to refuse. */
  onChangeOwner: (ownerId: string | null) => Promise<void>;
  /** Downloads the selected leads as CSV. */
  onExport: () => void;
  /** Why this member may not export (their role): the button is disabled and says so. */
  exportRefusal?: string;
  onClear: () => void;
}

// A Select holds '' for "nothing chosen"; giving the leads back to nobody is a choice of its own.
const nobody = 'nobody';
const statusOptions = leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }));

type Busy = 'status' | 'owner' | null;

/**
 * What staff do with the selected rows of the lead table (docs/product.md §12.3, docs/decisions/032): change
 * their status or owner together, all or none, each change on its lead's timeline, or export them as CSV.
 * A refused change (a lead changed since the table showed it) says why; the page then shows them as they are.
 */
export function LeadBulkBar({
  count,
  staff,
  onChangeStatus,
  onChangeOwner,
  onExport,
  exportRefusal,
  onClear,
}: LeadBulkBarProps) {
  const roleNote = useRoleNote(exportRefusal);
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [owner, setOwner] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const ownerOptions = [
    { value: nobody, label: 'Nobody' },
    ...staff.map(({ id, name }) => ({ value: id, label: name })),
  ];

  const run = async (what: Exclude<Busy, null>, change: () => Promise<void>) => {
    setBusy(what);
    await changeWithToasts(change, { title: bulkMessages.updated(count) }, bulkMessages.failed, () => setBusy(null));
  };

  if (count === 0) {
    return (
      <section className={styles.bar} aria-label="Selected leads">
        <p className={styles.hint}>Select leads in the table to change their status or owner, or to export them.</p>
      </section>
    );
  }
  return (
    <section className={styles.bar} aria-label="Selected leads">
      <p className={styles.count} role="status">
        {bulkMessages.selected(count)}
      </p>
      <div className={styles.change}>
        <div className={styles.select}>
          <Select
            label="New status"
            placeholder="Choose a status"
            options={statusOptions}
            value={status}
            onChange={setStatus}
            isDisabled={busy !== null}
          />
        </div>
        <Button
          variant="outline"
          isDisabled={!status || busy === 'owner'}
          isPending={busy === 'status'}
          pendingLabel="Changing..."
          onClick={() => status && void run('status', () => onChangeStatus(status))}
        >
          Change status
        </Button>
      </div>
      <div className={styles.change}>
        <div className={styles.select}>
          <Select
            label="New owner"
            placeholder="Choose an owner"
            options={ownerOptions}
            value={owner}
            onChange={setOwner}
            isDisabled={busy !== null}
          />
        </div>
        <Button
          variant="outline"
          isDisabled={!owner || busy === 'status'}
          isPending={busy === 'owner'}
          pendingLabel="Assigning..."
          onClick={() => void run('owner', () => onChangeOwner(owner === nobody ? null : owner))}
        >
          Assign
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="outline" {...roleNote.control} onClick={onExport}>
          <Icon icon={Download} size="sm" />
          Export selection
        </Button>
        <Button variant="ghost" onClick={onClear} isDisabled={busy !== null}>
          Clear selection
        </Button>
        {roleNote.note}
      </div>
    </section>
  );
}
