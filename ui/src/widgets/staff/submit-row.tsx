import { describeError } from '@site/domain/forms/errors';
import type { FieldErrors } from '@site/domain/forms/validation';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import * as shared from './staff.css';

export interface SubmitRowProps {
  /** The form's state, as `useZodForm` returns it. */
  form: { failure: unknown; errors: FieldErrors; isPending: boolean };
  /** The fields that say a failure in their own message: while one does, the note does not repeat it. */
  fields?: readonly string[];
  /** Said before the failure's own words ('Failed to update lead'). */
  failureTitle?: string;
  pendingLabel: string;
  /** The submit button's label. */
  children: ReactNode;
}

const noFields: readonly string[] = [];

/** The end of a staff form on a page: why the last submit failed, unless a field says it, then the submit button. */
export function SubmitRow({ form, fields = noFields, failureTitle, pendingLabel, children }: SubmitRowProps) {
  const { failure, errors, isPending } = form;
  const shown = failure && !fields.some((field) => errors[field]);
  return (
    <>
      {shown ? (
        <p role="alert" className={shared.errorNote}>
          {failureTitle ? (
            <>
              {failureTitle}: {describeError(failure)}
            </>
          ) : (
            describeError(failure)
          )}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" isPending={isPending} pendingLabel={pendingLabel}>
          {children}
        </Button>
      </div>
    </>
  );
}
