import type { ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import * as styles from './staff.css';

export interface LoadStateProps {
  /** What is being loaded, e.g. 'leads': read in the loading and empty notes. */
  what: string;
  isLoading: boolean;
  error?: string;
  isEmpty: boolean;
  /** Said when there is nothing, instead of the default 'No {what} yet.' */
  emptyText?: string;
  children: ReactNode;
}

/** The loading, error and empty notes every admin list shows before its rows. */
export function LoadState({ what, isLoading, error, isEmpty, emptyText, children }: LoadStateProps) {
  if (error)
    return (
      <p role="alert" className={styles.errorNote}>
        Could not load the {what}: {error}
      </p>
    );
  if (isLoading) {
    return (
      <p role="status" className={styles.note}>
        <Spinner /> Loading {what}...
      </p>
    );
  }
  if (isEmpty) return <p className={styles.note}>{emptyText ?? `No ${what} yet.`}</p>;
  return <>{children}</>;
}
