import { signInRefusal } from '@site/domain/staff/sign-in';
import { describeError, failureOf } from '@site/domain/forms/errors';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Form, useZodForm } from '../../../components/Form';
import { TextField, type TextFieldProps } from '../../../components/TextField';
import * as shared from '../staff.css';

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
      <TotpCodeField {...form.field('code')} label={label} description={description} />
      <TotpCodeSubmit
        refusal={error}
        isPending={form.isPending}
        pendingLabel="Checking..."
        beside={
          <Button variant="ghost" onClick={onRestart}>
            Start over
          </Button>
        }
      >
        {submitLabel}
      </TotpCodeSubmit>
    </Form>
  );
}

/**
 * The authenticator code's field, as every form that asks for it shows it (this step, and an invitation's
 * acceptance, which asks for the password in the same form). `digitsOnly` where a recovery code is no answer.
 */
export function TotpCodeField({
  digitsOnly,
  ...props
}: Omit<TextFieldProps, 'autoComplete' | 'spellCheck' | 'inputMode'> & { digitsOnly?: boolean }) {
  return (
    <TextField
      {...props}
      autoComplete="one-time-code"
      inputMode={digitsOnly ? 'numeric' : undefined}
      spellCheck="false"
      isRequired
    />
  );
}

export interface TotpCodeSubmitProps {
  /** Why the server refused the last code, in its own words (the field is cleared for the app's next one). */
  refusal?: string;
  isPending: boolean;
  pendingLabel: string;
  /** A button beside the submit ("Start over"). */
  beside?: ReactNode;
  /** The submit button's label. */
  children: ReactNode;
}

/** The end of a form that asks for the code: the refusal, then the submit and what stands beside it. */
export function TotpCodeSubmit({ refusal, isPending, pendingLabel, beside, children }: TotpCodeSubmitProps) {
  return (
    <>
      {refusal ? (
        <p role="alert" className={shared.errorNote}>
          {refusal}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" size="lg" isPending={isPending} pendingLabel={pendingLabel}>
          {children}
        </Button>
        {beside}
      </div>
    </>
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
