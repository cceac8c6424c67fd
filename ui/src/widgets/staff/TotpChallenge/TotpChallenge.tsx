import { signInRefusal } from '@site/domain/staff/sign-in';
import { describeError, failureOf } from '@site/domain/forms/errors';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Form, useZodForm } from '../../../components/Form';
import { TextField } from '../../../components/TextField';
import * as shared from '../admin.css';

export interface TotpCodeFormProps {
  /** Sends the code; throw to refuse (the server's sentence is shown). */
  onSubmit: (code: string) => Promise<void>;
  label: string;
  description: string;
  submitLabel: string;
  /** Back to the password step (another account, or a sign-in that expired): "Start over" beside the submit. */
  onRestart: () => void;
}

/** The one code field of the second step, for enrolment and sign-in alike. */
export function TotpCodeForm({ onSubmit, label, description, submitLabel, onRestart }: TotpCodeFormProps) {
  const [error, setError] = useState<string>();
  const form = useZodForm({
    schema: () => import('@site/domain/staff/sign-in').then((module) => module.secondFactorSchema),
    initialValues: { code: '' },
    onSubmit: async ({ code }) => {
      setError(undefined);
      await onSubmit(code);
    },
    keepValuesOnSuccess: true,
    onFailure: (failure) => {
      // Field messages (a malformed code) stay on the field; a refused code is cleared for the next one.
      if (failureOf(failure).fieldErrors) return;
      setError(signInRefusal(failure, describeError(failure)));
      form.setField('code', '');
    },
  });
  return (
    <Form {...form.formProps} aria-label={label}>
      <TextField
        {...form.field('code')}
        label={label}
        description={description}
        autoComplete="one-time-code"
        spellCheck="false"
        isRequired
      />
      {error ? (
        <p role="alert" className={shared.errorNote}>
          {error}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" size="lg" isPending={form.isPending} pendingLabel="Checking...">
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </Form>
  );
}

export interface TotpChallengeProps {
  onSubmit: (code: string) => Promise<void>;
  /** Back to the password step (another account, or a sign-in that expired). */
  onRestart: () => void;
}

/** Second step of a staff sign-in: the authenticator app's code, or a recovery code when the phone is gone. */
export function TotpChallenge({ onSubmit, onRestart }: TotpChallengeProps) {
  return (
    <TotpCodeForm
      onSubmit={onSubmit}
      label="Authentication code"
      description="The 6-digit code your authenticator app shows now. Lost your phone? Enter one of your recovery codes."
      submitLabel="Verify"
      onRestart={onRestart}
    />
  );
}
