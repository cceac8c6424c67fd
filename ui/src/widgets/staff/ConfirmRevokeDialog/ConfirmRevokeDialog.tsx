import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import type { ToastMessage } from '../../../components/Toast/queue';
import { Text } from '../../../components/Text';
import { DialogActions } from '../dialog-actions';
import { changeWithToasts } from '../staff-action';

export interface ConfirmRevokeDialogProps<Target> {
  /** What Revoke was pressed for; `null` keeps the dialog closed. */
  target: Target | null;
  /** The question the dialog asks ("Revoke invitation?"). */
  title: string;
  /** What revoking this target does, said before it is done. */
  renderConsequence: (target: Target) => ReactNode;
  /** The toast once it is revoked. */
  revoked: (target: Target) => ToastMessage;
  /** The toast's title when revoking fails; its description is the failure in the error's own words. */
  failureTitle: string;
  onRevoke: (target: Target) => Promise<void>;
  onClose: () => void;
}

/**
 * The question a staff list asks before it revokes one of its rows (an invitation, an NDA access code): what
 * revoking does, Cancel, and Revoke, which stays pending until the admin answers. It closes once the row is
 * revoked; a failure leaves it open, with the reason in a toast.
 */
export function ConfirmRevokeDialog<Target>({
  target,
  title,
  renderConsequence,
  revoked,
  failureTitle,
  onRevoke,
  onClose,
}: ConfirmRevokeDialogProps<Target>) {
  const [isPending, setPending] = useState(false);
  const revoke = async (revoking: Target, close: () => void) => {
    setPending(true);
    const done = await changeWithToasts(
      () => onRevoke(revoking),
      revoked(revoking),
      failureTitle,
      () => setPending(false),
    );
    if (done) close();
  };
  return (
    <Dialog title={title} size="md" isOpen={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {(close) =>
        target === null ? null : (
          <>
            <Text>{renderConsequence(target)}</Text>
            <DialogActions onCancel={close} isPending={isPending}>
              <Button
                variant="destructive"
                onClick={() => void revoke(target, close)}
                isPending={isPending}
                pendingLabel="Revoking..."
              >
                Revoke
              </Button>
            </DialogActions>
          </>
        )
      }
    </Dialog>
  );
}
