import { erasureItems, erasureMessages, type ErasureCounts } from '@site/domain/leads/erasure';
import { describeError } from '@site/domain/forms/errors';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { showToast } from '../../../components/Toast/queue';
import * as shared from '../staff.css';
import { DialogActions } from '../dialog-actions';
import { useRoleNote } from '../role-note';
import * as styles from './EraseLeadDialog.css';

export interface EraseLeadDialogProps {
  /** Whose lead it is, as the page's title names it. */
  leadName: string;
  /** What the erasure removes, counted from what the lead page shows. */
  counts: ErasureCounts;
  /** Erases the lead; throw to report failure (the dialog stays open and says why). */
  onErase: () => Promise<void>;
  /** Why this member may not erase (their role): the button is disabled and says so. */
  refusal?: string;
}

/**
 * Erasing a lead on request (docs/product.md §12.10): 'Erase lead' opens a dialog that names everything that
 * will be removed and asks to confirm; 'Erasing...' while it runs; a failure keeps the dialog open with the
 * reason, since nothing or only the files went and the same erase can be sent again (docs/decisions/080).
 */
export function EraseLeadDialog({ leadName, counts, onErase, refusal }: EraseLeadDialogProps) {
  const roleNote = useRoleNote(refusal);
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const erase = async (close: () => void) => {
    setPending(true);
    setFailure(null);
    try {
      await onErase();
      showToast({ title: erasureMessages.erased });
      close();
    } catch (error) {
      setFailure(error);
      showToast({ tone: 'destructive', title: erasureMessages.failed, description: describeError(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="destructive" {...roleNote.control} onClick={() => setOpen(true)}>
        Erase lead
      </Button>
      {roleNote.note}
      <Dialog
        title="Erase lead"
        size="2xl"
        isOpen={isOpen}
        isDismissable={!isPending}
        onOpenChange={(open) => {
          if (isPending) return;
          setOpen(open);
          if (!open) setFailure(null);
        }}
      >
        {(close) => (
          <div className={styles.body}>
            <p className={styles.question}>Erase the personal data of {leadName} for good? This removes:</p>
            <ul className={styles.items} aria-label="What will be removed">
              {erasureItems(counts).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className={styles.kept}>
              The lead stays as an erased entry with its source, region, status and dates, so the counts stay right, and
              one audit entry says who erased it and when. This cannot be undone.
            </p>
            {failure ? (
              <p role="alert" className={shared.errorNote}>
                {erasureMessages.failed}: {describeError(failure)}
              </p>
            ) : null}
            <DialogActions onCancel={close} isPending={isPending}>
              <Button
                variant="destructive"
                isPending={isPending}
                pendingLabel="Erasing..."
                onClick={() => void erase(close)}
              >
                Erase lead
              </Button>
            </DialogActions>
          </div>
        )}
      </Dialog>
    </>
  );
}
