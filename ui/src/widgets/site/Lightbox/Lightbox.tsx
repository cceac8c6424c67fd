import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { wrapIndex } from '../../../hooks/useWrappingIndex';
import type { MediaItem } from '../media';
import { RoundButton } from '../RoundButton';
import { SwipeStage } from '../SwipeStage';
import * as styles from './Lightbox.css';

export interface LightboxProps {
  items: readonly MediaItem[];
  /** The photo on show, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A full-screen photo viewer: close, previous and next (wrapping), keys ← → and Escape, swipe on touch.
 * It is a modal dialog, so focus is trapped inside and returns to the photo that opened it.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const count = items.length;
  const step = (by: number) => {
    if (index !== null && count > 0) onIndexChange(wrapIndex(index + by, count));
  };
  const current = index === null ? undefined : items[index];

  const isOpen = current !== undefined;
  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index + 1, count));
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index - 1, count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label="Photo viewer">
          {current ? (
            <>
              <div className={styles.top}>
                <span className={styles.counter}>
                  {(index ?? 0) + 1} / {count}
                </span>
                <RoundButton label="Close photo viewer" icon={X} tone="dark" onClick={onClose} />
              </div>
              <SwipeStage
                picture={current}
                className={styles.stage}
                imageClassName={styles.image}
                sizes="100vw"
                onNext={() => step(1)}
                onPrevious={() => step(-1)}
              >
                <RoundButton
                  label="Previous photo"
                  icon={ChevronLeft}
                  className={styles.previous}
                  onClick={() => step(-1)}
                />
                <RoundButton label="Next photo" icon={ChevronRight} className={styles.next} onClick={() => step(1)} />
              </SwipeStage>
              <div className={styles.caption} aria-live="polite">
                <Heading slot="title" className={styles.title}>
                  {current.title}
                </Heading>
                {current.description ? <p className={styles.description}>{current.description}</p> : null}
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
