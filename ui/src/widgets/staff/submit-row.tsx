import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import * as shared from './admin.css';

export interface SubmitRowProps {
  /** Why the last submit failed, when no field's own message says it; nothing hides the note. */
  error?: ReactNode;
  isPending: boolean;
  pendingLabel: string;
  /** The submit button's label. */
  children: ReactNode;
}

/** The end of a staff form on a page: the failure that belongs to no field, then the submit button. */
export function SubmitRow({ error, isPending, pendingLabel, children }: SubmitRowProps) {
  return (
    <>
      {error ? (
        <p role="alert" className={shared.errorNote}>
          {error}
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
