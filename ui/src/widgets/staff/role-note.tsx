import { useId } from 'react';
import * as shared from './staff.css';

/**
 * A control the member's role does not allow (docs/decisions/090): disabled, and described by the reason, which
 * the page passes in from domain/staff/roles so it says what the server's 403 would say. Without a reason the
 * control is enabled and no note shows.
 */
export function useRoleNote(refusal: string | undefined) {
  const id = useId();
  return {
    control: { isDisabled: refusal !== undefined, 'aria-describedby': refusal === undefined ? undefined : id },
    note:
      refusal === undefined ? null : (
        <p id={id} className={shared.roleNote}>
          {refusal}
        </p>
      ),
  };
}
