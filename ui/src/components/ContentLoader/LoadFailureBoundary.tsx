import { Component, type ReactNode } from 'react';
import * as styles from './LoadFailureBoundary.css';

export interface LoadFailureBoundaryProps {
  /** Lazily loaded content. */
  children: ReactNode;
  /** Shown instead when its code cannot load; nothing for what is only an extra. */
  fallback: ReactNode;
}

/**
 * What a lazily loaded block becomes when its code cannot load, a dropped connection on a phone for one.
 * React would otherwise pass the failure up to the page's error boundary, which replaces the whole page the
 * visitor was reading (docs/decisions/053). React still reports the error to the console.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface LoadFailureNoticeProps {
  /** What could not load, and what to do: "The menu could not load. Check your connection, then reload the page." */
  children: ReactNode;
  onDismiss: () => void;
}

/**
 * The fallback of something the visitor opened (the menu, the photo viewer) whose code could not load: said at
 * the bottom of the screen, where the visitor is looking, wherever the boundary sits in the page.
 */
export function LoadFailureNotice({ children, onDismiss }: LoadFailureNoticeProps) {
  return (
    <div className={styles.notice} role="alert">
      <span className={styles.message}>{children}</span>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
