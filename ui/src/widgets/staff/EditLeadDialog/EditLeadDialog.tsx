import { leadEditMessages, type LeadUpdate } from '@site/domain/staff/lead-edits';
import { type AdminLead } from '@site/domain/staff/lead-table';
import { describeError } from '@site/domain/forms/errors';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Form, useZodForm } from '../../../components/Form';
import { NumberField } from '../../../components/NumberField';
import { Select } from '../../../components/Select';
import { showToast } from '../../../components/Toast/queue';
import { TextArea } from '../../../components/TextArea';
import { leadStatusLabels, optionsOf } from '../staff-format';
import * as shared from '../staff.css';
import { DialogActions } from '../dialog-actions';
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
  const form = useZodForm({
    schema: () => import('@site/domain/staff/lead-edits').then((module) => module.leadEditSchema),
    initialValues: { status: lead.status, estimatedValue: lead.estimatedValue ?? 0, notes: lead.notes ?? '' },
    onSubmit: (update) => onSave(lead, update),
    keepValuesOnSuccess: true,
    onSuccess: () => {
      showToast({ title: leadEditMessages.updated });
      onDone();
    },
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: leadEditMessages.failed, description: describeError(failure) }),
  });

  return (
    <Form {...form.formProps} aria-label={`Edit lead ${lead.name}`}>
      <p className={styles.who}>
        {lead.name} · {lead.email}
      </p>
      <Select {...form.field('status')} label="Status" options={statusOptions} />
      <NumberField
        label="Estimated Value"
        name="estimatedValue"
        hideSteppers
        minValue={0}
        formatOptions={{ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
        value={form.values.estimatedValue ?? 0}
        // An emptied input is 0 (docs/product.md §12.3).
        onChange={(value) => form.setField('estimatedValue', Number.isNaN(value) ? 0 : Math.round(value))}
      />
      <TextArea {...form.field('notes')} value={form.values.notes ?? ''} label="Notes" />
      {form.failure ? (
        <p role="alert" className={shared.errorNote}>
          {leadEditMessages.failed}: {describeError(form.failure)}
        </p>
      ) : null}
      <DialogActions onCancel={onDone} isPending={form.isPending}>
        <Button type="submit" isPending={form.isPending} pendingLabel="Saving...">
          Save Changes
        </Button>
      </DialogActions>
    </Form>
  );
}
