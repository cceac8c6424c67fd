import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

export interface DialogProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  title: string;
  size?: 'md' | '2xl';
  /** Content, or a function that receives `close` (for a Cancel button). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal dialog: focus moves in and is trapped, Escape or the close button closes it, focus returns to
 * what opened it. Open it with DialogTrigger (./DialogTrigger.tsx) or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({ title, size, children, isDismissable = true, ...props }: DialogProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <Button slot="close" className={styles.close} aria-label="Close">
                  <Icon icon={X} size="md" />
                </Button>
              </div>
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
