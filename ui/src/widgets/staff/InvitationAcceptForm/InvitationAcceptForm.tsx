import { company } from '@site/domain/company/company';
import { staffPasswordMinLength, type InvitationAccept, type InvitationToAccept } from '@site/domain/staff/invitations';
import { roleLabels } from '@site/domain/staff/roles';
import { describeError, failureOf } from '@site/domain/forms/errors';
import { useState } from 'react';
import { Form, useZodForm } from '../../../components/Form';
import { Heading } from '../../../components/Heading';
import { PasswordField } from '../../../components/PasswordField';
import { Text } from '../../../components/Text';
import { formatDateTime } from '../staff-format';
import { TotpCodeField, TotpCodeSubmit } from '../TotpChallenge';
import { AuthenticatorSetup, RecoveryCodes } from '../TotpEnrolment';
import * as styles from './InvitationAcceptForm.css';

export interface InvitationAcceptFormProps {
  invitation: InvitationToAccept;
  /** Creates the account; answers its recovery codes (shown once). Throw to refuse (a field's message lands under it). */
  onAccept: (input: InvitationAccept) => Promise<string[]>;
  /** After the recovery codes were shown: on to the dashboard. */
  onDone: () => void;
}

/**
 * An invitation's acceptance (docs/product.md §12.15): the invitee chooses a password and sets up an authenticator
 * app in one form, confirmed by the app's first code; then the ten recovery codes, once.
 */
export function InvitationAcceptForm({ invitation, onAccept, onDone }: InvitationAcceptFormProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const form = useZodForm({
    schema: () => import('@site/domain/staff/invitations').then((module) => module.invitationAcceptSchema),
    initialValues: { password: '', passwordAgain: '', code: '', enrolment: invitation.enrolment.sealed },
    keepValuesOnSuccess: true,
    onSubmit: async (input) => {
      setError(undefined);
      setRecoveryCodes(await onAccept(input));
    },
    onFailure: (failure) => {
      // A field's message stays under it; any other refusal is said above the button, and the app's next code is
      // needed for the next try.
      if (failureOf(failure).fieldErrors) return;
      setError(describeError(failure));
      form.setField('code', '');
    },
  });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;

  return (
    <div className={styles.accept}>
      <div className={styles.intro}>
        <Heading level={1} id="invitation-title">
          Join {company.shortName}, {invitation.name}
        </Heading>
        <Text tone="muted">
          {invitation.invitedBy ?? 'An owner'} invited {invitation.email} to the staff pages as{' '}
          {roleLabels[invitation.role].toLowerCase()}. The invitation works until{' '}
          <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>.
        </Text>
      </div>
      <Form {...form.formProps} aria-labelledby="invitation-title">
        <section className={styles.part} aria-labelledby="password-title">
          <Heading level={2} id="password-title">
            Choose your password
          </Heading>
          <PasswordField
            {...form.field('password')}
            label="Password"
            description={`At least ${staffPasswordMinLength} characters. A few unrelated words are easy to remember.`}
            autoComplete="new-password"
            isRequired
          />
          <PasswordField
            {...form.field('passwordAgain')}
            label="Password again"
            autoComplete="new-password"
            isRequired
          />
        </section>
        <section className={styles.part} aria-labelledby="authenticator-title">
          <Heading level={2} id="authenticator-title">
            Set up your authenticator app
          </Heading>
          <AuthenticatorSetup enrolment={invitation.enrolment} />
          <TotpCodeField
            {...form.field('code')}
            label="Code from the app"
            description="Six digits; a new one every 30 seconds."
            digitsOnly
          />
        </section>
        <TotpCodeSubmit refusal={error} isPending={form.isPending} pendingLabel="Creating your account...">
          Create my account
        </TotpCodeSubmit>
      </Form>
    </div>
  );
}
