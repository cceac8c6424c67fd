import type { ReactNode } from 'react';
import * as styles from './FloatingDock.css';

export interface FloatingDockProps {
  /** The small badges at the start of the band (shown from tablet width up), named by `asideLabel`. */
  aside?: ReactNode;
  asideLabel?: string;
  /** What sits at the end of the band: the chat. */
  children: ReactNode;
}

/**
 * The floating widgets' band at the foot of the screen (docs/product.md §4.3). The page reserves its height
 * (content padding, and scroll padding that focus and anchors respect), so the widgets never sit on what a
 * visitor reads or presses (docs/decisions/064).
 */
export function FloatingDock({ aside, asideLabel, children }: FloatingDockProps) {
  return (
    <div className={styles.dock}>
      {aside ? (
        <aside className={styles.aside} aria-label={asideLabel}>
          {aside}
        </aside>
      ) : null}
      <div className={styles.end}>{children}</div>
    </div>
  );
}
