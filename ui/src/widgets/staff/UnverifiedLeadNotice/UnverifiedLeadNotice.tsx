import { unverifiedMessages } from '@site/domain/leads/unverified';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Inline } from '../../../components/Inline';
import * as shared from '../staff.css';
import { DialogActions } from '../dialog-actions';
import { changeWithToasts } from '../staff-action';
import * as styles from './UnverifiedLeadNotice.css';

export interface UnverifiedLeadNoticeProps {
  /** Whose lead it is, as the page's title names it. */
  leadName: string;
  /** Marks the lead as a real enquiry; throw to report failure. */
  onConfirm: () => Promise<void>;
  /** Erases the lead as spam; throw to report failure (the dialog stays open). */
  onDiscard: () => Promise<void>;
}

/**
 * What the page of an unverified lead shows above it (docs/product.md §12.3, docs/decisions/089): why it is
 * unverified, and the two ways out: confirm it, or discard it as spam, which erases its details after asking.
 */
export function UnverifiedLeadNotice({ leadName, onConfirm, onDiscard }: UnverifiedLeadNoticeProps) {
  const [pending, setPending] = useState<'confirm' | 'discard'>();
  const [isOpen, setOpen] = useState(false);

  const confirm = () => {
    setPending('confirm');
    return changeWithToasts(onConfirm, { title: unverifiedMessages.confirmed }, unverifiedMessages.confirmFailed, () =>
      setPending(undefined),
    );
  };
  const discard = async (close: () => void) => {
    setPending('discard');
    const discarded = await changeWithToasts(
      onDiscard,
      { title: unverifiedMessages.discarded },
      unverifiedMessages.discardFailed,
      () => setPending(undefined),
    );
    if (discarded) close();
  };

  return (
    <section className={`${shared.card} ${styles.notice}`} aria-label={unverifiedMessages.badge}>
      <p className={styles.text}>
        <strong>{unverifiedMessages.badge}.</strong> {unverifiedMessages.explanation}
      </p>
      <Inline gap="3">
        <Button isPending={pending === 'confirm'} pendingLabel="Confirming..." onClick={() => void confirm()}>
          Confirm lead
        </Button>
        <Button variant="outline" isDisabled={pending !== undefined} onClick={() => setOpen(true)}>
          Discard as spam
        </Button>
      </Inline>
      <Dialog
        title="Discard as spam"
        isOpen={isOpen}
        isDismissable={pending === undefined}
        onOpenChange={(open) => pending === undefined && setOpen(open)}
      >
        {(close) => (
          <div className={styles.notice}>
            <p className={styles.text}>
              Discard the lead of {leadName} as spam? Its contact details, submission and files are erased; an erased
              entry stays for the counts. This cannot be undone.
            </p>
            <DialogActions onCancel={close} isPending={pending === 'discard'}>
              <Button
                variant="destructive"
                isPending={pending === 'discard'}
                pendingLabel="Discarding..."
                onClick={() => void discard(close)}
              >
                Discard and erase
              </Button>
            </DialogActions>
          </div>
        )}
      </Dialog>
    </section>
  );
}
