import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';

/** Shared by every form field: required fields carry a visible '*' and aria-required. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}

export interface FieldCommonProps {
  label: ReactNode;
  description?: ReactNode;
  /** Overrides the message from the surrounding Form's `validationErrors`. */
  errorMessage?: string;
}
