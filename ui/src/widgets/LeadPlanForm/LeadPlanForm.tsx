import { adminMessages, type AdminLead, type StaffMember } from '@site/domain/admin';
import { describeError } from '@site/domain/errors';
import { pipelineMessages, type LeadPlan } from '@site/domain/pipeline';
import { fieldErrorsFrom } from '@site/domain/validation';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { DatePicker } from '../../components/DatePicker';
import { Select } from '../../components/Select';
import { showToast } from '../../components/Toast';
import * as shared from '../admin.css';
import * as styles from './LeadPlanForm.css';

export interface LeadPlanFormProps {
  lead: Pick<AdminLead, 'id' | 'name' | 'owner' | 'followUpOn' | 'updatedAt'>;
  /** The active staff accounts a lead can be given to, by name. */
  staff: readonly Pick<StaffMember, 'id' | 'name'>[];
  /** Saves owner and day in one audited edit; throw to report failure (what was chosen stays). */
  onSave: (plan: LeadPlan) => Promise<void>;
}

// A Select holds '' for "nothing chosen"; giving a lead back to nobody is a choice of its own.
const nobody = 'nobody';

/**
 * Who follows the lead up and on which day (docs/product.md §12.7): an owner picked from the active staff
 * (or nobody) and a follow-up day that can be cleared, saved together as one change of the lead.
 */
export function LeadPlanForm({ lead, staff, onSave }: LeadPlanFormProps) {
  const [ownerId, setOwnerId] = useState(lead.owner?.id ?? nobody);
  const [followUpOn, setFollowUpOn] = useState(lead.followUpOn ?? '');
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> }>();
  // An owner since disabled is still shown, so saving the day alone does not silently drop them.
  const people = lead.owner && !staff.some((member) => member.id === lead.owner?.id) ? [lead.owner, ...staff] : staff;
  const options = [
    { value: nobody, label: 'Nobody' },
    ...people.map((member) => ({ value: member.id, label: member.name })),
  ];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setPending(true);
    setError(undefined);
    try {
      await onSave({
        ownerId: ownerId === nobody ? null : ownerId,
        followUpOn: followUpOn || null,
        updatedAt: lead.updatedAt,
      });
      showToast({ title: pipelineMessages.planSaved });
    } catch (failure) {
      setError({ message: describeError(failure), fields: fieldErrorsFrom(failure) ?? {} });
      showToast({ tone: 'destructive', title: adminMessages.leadUpdateFailed, description: describeError(failure) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={`Owner and follow-up of ${lead.name}`}>
      <div className={styles.fields}>
        <Select
          label="Owner"
          options={options}
          value={ownerId}
          onChange={(value) => setOwnerId(value || nobody)}
          isInvalid={Boolean(error?.fields.ownerId)}
          errorMessage={error?.fields.ownerId}
        />
        <div className={styles.day}>
          <DatePicker
            label="Follow up on"
            value={followUpOn}
            onChange={setFollowUpOn}
            isInvalid={Boolean(error?.fields.followUpOn)}
            errorMessage={error?.fields.followUpOn}
          />
          <Button variant="outline" size="sm" onPress={() => setFollowUpOn('')} isDisabled={!followUpOn}>
            Clear date
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className={shared.errorNote}>
          {adminMessages.leadUpdateFailed}: {error.message}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" isPending={isPending} pendingLabel="Saving...">
          Save owner and follow-up
        </Button>
      </div>
    </form>
  );
}
