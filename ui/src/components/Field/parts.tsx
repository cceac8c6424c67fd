import type { ReactNode } from 'react';
import * as styles from './Field.css';

/**
 * A field's name. A control's is its `label` (`htmlFor`); a group's is a span the group is labelled by (`id`).
 */
export function FieldLabel({
  children,
  isRequired,
  htmlFor,
  id,
}: {
  children: ReactNode;
  isRequired?: boolean;
  htmlFor?: string;
  id?: string;
}) {
  const content = <LabelText isRequired={isRequired}>{children}</LabelText>;
  return htmlFor ? (
    <label id={id} htmlFor={htmlFor} className={styles.label}>
      {content}
    </label>
  ) : (
    <span id={id} className={styles.label}>
      {content}
    </span>
  );
}

/** A label's words, and the '*' of a required field, hidden from screen readers: its control says it is required. */
export function LabelText({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

export function FieldDescription({ id, children }: { id?: string; children?: ReactNode }) {
  return children ? (
    <span id={id} className={styles.description}>
      {children}
    </span>
  ) : null;
}

export function FieldErrorMessage({ id, children }: { id?: string; children?: ReactNode }) {
  return children ? (
    <span id={id} className={styles.error}>
      {children}
    </span>
  ) : null;
}

export interface FieldCommonProps {
  label: ReactNode;
  description?: ReactNode;
  /** Overrides the message from the surrounding Form's `validationErrors`. */
  errorMessage?: string;
}
