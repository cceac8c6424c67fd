import type { ReactNode } from 'react';
import { Dialog, Popover as AriaPopover, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Names the popover's dialog for screen readers. */
  'aria-label'?: string;
}

/** Floating panel anchored to its trigger (inside Dialog's DialogTrigger); Escape and outside click close it. */
export function Popover({ children, 'aria-label': label, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} className={styles.popover}>
      <Dialog className={styles.dialog} aria-label={label}>
        {children}
      </Dialog>
    </AriaPopover>
  );
}

export { styles as popoverStyles };
