import type { FieldCommonProps } from '../Field/parts';
import { NativeField, useNativeField } from '../Field/native';
import * as styles from './NativeDateField.css';

export interface NativeDateFieldProps extends FieldCommonProps {
  name: string;
  /** An ISO date (YYYY-MM-DD), or '' for none: the shape forms and the API use. */
  value: string;
  onChange?: (value: string) => void;
  /** Earliest ISO date the picker offers, e.g. today for a project start date. */
  min?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * A date as the browser's own `input type="date"`: the phone's date wheel or calendar, typed on a desktop,
 * and no calendar code on the page (docs/decisions/031-native-controls-on-lead-forms.md).
 */
export function NativeDateField({
  name,
  label,
  description,
  errorMessage,
  value,
  onChange,
  min,
  isRequired,
  isDisabled,
}: NativeDateFieldProps) {
  const field = useNativeField({ name, description, errorMessage, isRequired, isDisabled, onChange });
  return (
    <NativeField field={field} label={label} description={description} isRequired={isRequired}>
      <input {...field.controlProps} type="date" className={styles.input} value={value} min={min} />
    </NativeField>
  );
}
