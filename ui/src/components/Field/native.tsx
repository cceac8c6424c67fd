import { useId, type ChangeEvent, type ReactNode } from 'react';
import * as styles from './Field.css';
import { useFormErrors } from './form-errors';
import { FieldDescription, FieldErrorMessage, FieldLabel, type FieldCommonProps } from './parts';

/**
 * The ids, error and control props of a field built on a native control: the error comes from the surrounding
 * Form's `validationErrors` for `name` unless `errorMessage` overrides it; the control reports its value as a
 * string, as every field here does.
 */
export function useNativeField({
  name,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onChange,
}: {
  name?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const id = useId();
  const errors = useFormErrors();
  const fromForm = name ? errors?.[name] : undefined;
  const error = errorMessage ?? (Array.isArray(fromForm) ? fromForm.join(' ') : fromForm) ?? '';
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    id,
    labelId: `${id}-label`,
    error,
    descriptionId,
    errorId,
    /** Spread on the native control (or on each control of a group). */
    controlProps: {
      id,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
      'aria-required': isRequired || undefined,
      disabled: isDisabled,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        onChange?.(event.target.value),
    },
  };
}

/** What every field on one native control takes, beside its control's own props. */
export interface NativeFieldProps extends FieldCommonProps {
  /** The form value's key; the surrounding Form's message for it shows under the field. */
  name?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A native field's props parted: `field` for NativeField, `control` (the control's own props with the ids, error
 * and change handler of useNativeField) to spread on the native control.
 */
export function useNativeControl<P extends NativeFieldProps>({
  label,
  description,
  errorMessage,
  name,
  isRequired,
  isDisabled,
  onChange,
  ...own
}: P) {
  const field = useNativeField({ name, description, errorMessage, isRequired, isDisabled, onChange });
  return { field: { ...field, label, description, isRequired }, control: { ...own, ...field.controlProps } };
}

/** A field on one native control: its label, the control, its description and its error, one under the other. */
export function NativeField({
  field,
  children,
}: {
  field: ReturnType<typeof useNativeControl>['field'];
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={field.id} isRequired={field.isRequired}>
        {field.label}
      </FieldLabel>
      {children}
      <FieldDescription id={field.descriptionId}>{field.description}</FieldDescription>
      <FieldErrorMessage id={field.errorId}>{field.error}</FieldErrorMessage>
    </div>
  );
}
