import { leadEditMessages } from '@site/domain/staff/lead-edits';
import { type AdminLead } from '@site/domain/staff/lead-table';
import { type StaffMember } from '@site/domain/staff/sign-in';
import { describeError } from '@site/domain/forms/errors';
import { pipelineMessages, type LeadPlan } from '@site/domain/leads/pipeline';
import { Button } from '../../../components/Button';
import { DatePicker } from '../../../components/DatePicker';
import { Form, useZodForm } from '../../../components/Form';
import { Select } from '../../../components/Select';
import { showToast } from '../../../components/Toast';
import { SubmitRow } from '../submit-row';
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
  const form = useZodForm({
    schema: () => import('@site/domain/leads/pipeline').then((module) => module.leadPlanSchema),
    initialValues: { ownerId: lead.owner?.id ?? null, followUpOn: lead.followUpOn ?? null, updatedAt: lead.updatedAt },
    onSubmit: (plan) => onSave(plan),
    keepValuesOnSuccess: true,
    onSuccess: () => showToast({ title: pipelineMessages.planSaved }),
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: leadEditMessages.failed, description: describeError(failure) }),
  });
  const { ownerId, followUpOn } = form.values;
  // An owner since disabled is still shown, so saving the day alone does not silently drop them.
  const people = lead.owner && !staff.some((member) => member.id === lead.owner?.id) ? [lead.owner, ...staff] : staff;
  const options = [
    { value: nobody, label: 'Nobody' },
    ...people.map((member) => ({ value: member.id, label: member.name })),
  ];

  return (
    <Form {...form.formProps} aria-label={`Owner and follow-up of ${lead.name}`}>
      <div className={styles.fields}>
        <Select
          label="Owner"
          name="ownerId"
          options={options}
          value={ownerId ?? nobody}
          onChange={(value) => form.setField('ownerId', value && value !== nobody ? value : null)}
        />
        <div className={styles.day}>
          <DatePicker
            label="Follow up on"
            name="followUpOn"
            value={followUpOn ?? ''}
            onChange={(day) => form.setField('followUpOn', day || null)}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => form.setField('followUpOn', null)}
            isDisabled={!followUpOn}
          >
            Clear date
          </Button>
        </div>
      </div>
      <SubmitRow form={form} failureTitle={leadEditMessages.failed} pendingLabel="Saving...">
        Save owner and follow-up
      </SubmitRow>
    </Form>
  );
}
