import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import * as shared from './staff.css';

export interface DialogActionsProps {
  onCancel: () => void;
  /** While the action runs, Cancel waits for it: closing mid-write would hide its outcome. */
  isPending: boolean;
  /** The one button that does what the dialog asks. */
  children: ReactNode;
}

/** A staff dialog's last row: Cancel, then the button that acts. */
export function DialogActions({ onCancel, isPending, children }: DialogActionsProps) {
  return (
    <div className={shared.dialogActions}>
      <Button variant="outline" onClick={onCancel} isDisabled={isPending}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
