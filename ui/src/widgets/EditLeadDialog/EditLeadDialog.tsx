import { adminMessages, type AdminLead, type LeadUpdate } from '@site/domain/admin';
import { describeError } from '@site/domain/errors';
import type { LeadStatus } from '@site/domain/leads';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { NumberField } from '../../components/NumberField';
import { Select } from '../../components/Select';
import { showToast } from '../../components/Toast/queue';
import { TextArea } from '../../components/TextArea';
import { leadStatusLabels, optionsOf } from '../admin-format';
import * as shared from '../admin.css';
import * as styles from './EditLeadDialog.css';

export interface EditLeadDialogProps {
  /** The lead being edited; null keeps the dialog closed. */
  lead: AdminLead | null;
  /** Saves the edit; throw to report failure (the dialog stays open with what was typed). */
  onSave: (lead: AdminLead, update: LeadUpdate) => Promise<void>;
  onClose: () => void;
}

const statusOptions = optionsOf(leadStatusLabels);

/**
 * Editing a lead (docs/product.md §12.3): status, Estimated Value and Notes; 'Saving...'; a failed save keeps it open.
 */
export function EditLeadDialog({ lead, onSave, onClose }: EditLeadDialogProps) {
  return (
    <Dialog title="Edit Lead" size="2xl" isOpen={lead !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {(close) =>
        lead ? <EditLeadForm key={`${lead.id}:${lead.updatedAt}`} lead={lead} onSave={onSave} onDone={close} /> : null
      }
    </Dialog>
  );
}

function EditLeadForm({
  lead,
  onSave,
  onDone,
}: {
  lead: AdminLead;
  onSave: EditLeadDialogProps['onSave'];
  onDone: () => void;
}) {
  // The dialog edits a copy (docs/product.md §12.3): nothing changes on the card until the save succeeds.
  const [draft, setDraft] = useState<LeadUpdate>({
    status: lead.status,
    estimatedValue: lead.estimatedValue ?? 0,
    notes: lead.notes ?? '',
  });
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setPending(true);
    setError(undefined);
    try {
      await onSave(lead, draft);
      showToast({ title: adminMessages.leadUpdated });
      onDone();
    } catch (failure) {
      setError(describeError(failure));
      showToast({ tone: 'destructive', title: adminMessages.leadUpdateFailed, description: describeError(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Edit lead ${lead.name}`}>
      <p className={styles.who}>
        {lead.name} · {lead.email}
      </p>
      <Select
        label="Status"
        options={statusOptions}
        value={draft.status}
        onChange={(status) => setDraft((current) => ({ ...current, status: status as LeadStatus }))}
      />
      <NumberField
        label="Estimated Value"
        hideSteppers
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
        value={draft.estimatedValue ?? 0}
        // An emptied input is 0 (docs/product.md §12.3).
        onChange={(value) =>
          setDraft((current) => ({ ...current, estimatedValue: Number.isNaN(value) ? 0 : Math.round(value) }))
        }
      />
      <TextArea
        label="Notes"
        value={draft.notes ?? ''}
        onChange={(notes) => setDraft((current) => ({ ...current, notes }))}
      />
      {error ? (
        <p role="alert" className={shared.errorNote}>
          {adminMessages.leadUpdateFailed}: {error}
        </p>
      ) : null}
      <div className={shared.dialogActions}>
        <Button variant="outline" onPress={onDone} isDisabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending} pendingLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
