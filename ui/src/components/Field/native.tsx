import { useContext, useId, type ReactNode } from 'react';
import { FormValidationContext } from 'react-aria-components';
import * as styles from './Field.css';

/**
 * Label, description and error for a field built on a native control (NativeSelect, NativeDateField): the
 * same look and wording as the React Aria fields, and the error from the surrounding Form's
 * `validationErrors` unless `errorMessage` overrides it.
 */
export function useNativeField({
  name,
  description,
  errorMessage,
}: {
  name: string;
  description?: ReactNode;
  errorMessage?: string;
}) {
  const id = useId();
  const fromForm = useContext(FormValidationContext)[name];
  const error = errorMessage ?? (Array.isArray(fromForm) ? fromForm.join(' ') : fromForm) ?? '';
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    error,
    descriptionId,
    errorId,
    /** Spread on the native control. */
    controlProps: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

export function NativeField({
  field,
  label,
  description,
  isRequired,
  children,
}: {
  field: ReturnType<typeof useNativeField>;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {description ? (
        <span id={field.descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {field.error ? (
        <span id={field.errorId} className={styles.error}>
          {field.error}
        </span>
      ) : null}
    </div>
  );
}
