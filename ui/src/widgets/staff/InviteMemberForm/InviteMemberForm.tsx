import { invitationLifetimeHours, type InvitationCreate } from '@site/domain/staff/invitations';
import { roleLabels, staffRoles } from '@site/domain/staff/roles';
import { describeError, failureOf } from '@site/domain/forms/errors';
import { Send } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Form, useZodForm } from '../../../components/Form';
import { Icon } from '../../../components/Icon';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../components/Toast/queue';
import * as shared from '../staff.css';
import * as styles from './InviteMemberForm.css';

export interface InviteMemberFormProps {
  /** Sends the invitation; throw to refuse (a field's message lands under it). */
  onInvite: (invitation: InvitationCreate) => Promise<void>;
}

const roleOptions = staffRoles.map((role) => ({
  value: role,
  label:
    role === 'owner'
      ? `${roleLabels.owner}: runs the team, erases leads, exports CSV, manages NDA codes`
      : `${roleLabels.staff}: works the leads, projects and conversations`,
}));

/**
 * An owner invites a new member by name, e-mail and role (docs/product.md §12.15): the schema is the server's, so
 * a wrong field is named before anything is sent, and an address that already has an account or an invitation
 * waiting hears so under its field.
 */
export function InviteMemberForm({ onInvite }: InviteMemberFormProps) {
  const form = useZodForm({
    schema: () => import('@site/domain/staff/invitations').then((module) => module.invitationCreateSchema),
    initialValues: { name: '', email: '', role: 'staff' },
    onSubmit: async (invitation) => {
      await onInvite(invitation);
      showToast({
        title: 'Invitation sent',
        description: `${invitation.name} gets an e-mail with a link that works for ${invitationLifetimeHours} hours.`,
      });
    },
    onFailure: (failure) => {
      if (failureOf(failure).fieldErrors) return;
      showToast({ tone: 'destructive', title: 'Failed to send the invitation', description: describeError(failure) });
    },
  });
  return (
    <Form {...form.formProps} aria-label="Invite a member">
      <div className={styles.fields}>
        <TextField {...form.field('name')} label="Full name" autoComplete="off" isRequired />
        <TextField {...form.field('email')} type="email" label="Work e-mail" autoComplete="off" isRequired />
      </div>
      <RadioGroup {...form.field('role')} label="Role" options={roleOptions} isRequired />
      <div className={shared.actions}>
        <Button type="submit" isPending={form.isPending} pendingLabel="Sending...">
          <Icon icon={Send} size="sm" />
          Send invitation
        </Button>
      </div>
    </Form>
  );
}
