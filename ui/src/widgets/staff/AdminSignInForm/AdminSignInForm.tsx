import { signInMessages, signInRefusal, type AdminSignIn } from '@site/domain/staff/sign-in';
import { describeError, failureOf } from '@site/domain/forms/errors';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Form, useZodForm } from '../../../components/Form';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import * as shared from '../staff.css';

export interface AdminSignInFormProps {
  /** Checks the password; throw to refuse (the server's sentence is shown, e.g. a wrong password or a wait). */
  onSubmit: (credentials: AdminSignIn) => Promise<void>;
}

/**
 * Staff sign-in for /admin, first step: e-mail and password, and whether to end the account's other
 * sessions; 'Signing in...', the server's refusal (a wrong password, a lockout, a wait) shown in place.
 */
export function AdminSignInForm({ onSubmit }: AdminSignInFormProps) {
  const [error, setError] = useState<string>();
  const form = useZodForm({
    schema: () => import('@site/domain/staff/sign-in').then((module) => module.adminSignInSchema),
    initialValues: { email: '', password: '', endOtherSessions: false },
    onSubmit: async (credentials) => {
      setError(undefined);
      await onSubmit(credentials);
    },
    keepValuesOnSuccess: true,
    onFailure: (failure) => {
      setError(
        signInRefusal(
          failure,
          failureOf(failure).status === 401 ? signInMessages.signInFailed : describeError(failure),
        ),
      );
      // The password is never kept after a refusal: the next try types it again.
      form.setField('password', '');
    },
  });

  return (
    <Form {...form.formProps} aria-label="Staff sign-in">
      <TextField {...form.field('email')} label="E-mail" type="email" autoComplete="username" isRequired />
      <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" isRequired />
      <Checkbox
        isSelected={form.values.endOtherSessions ?? false}
        onChange={(selected) => form.setField('endOtherSessions', selected)}
      >
        Sign out my other sessions
      </Checkbox>
      {error ? (
        <p role="alert" className={shared.errorNote}>
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="lg" isPending={form.isPending} pendingLabel="Signing in...">
          Sign in
        </Button>
      </div>
    </Form>
  );
}
