import { NativeField, useNativeControl, type NativeFieldProps } from '../Field/native';
import * as styles from './NativeDateField.css';

export interface NativeDateFieldProps extends NativeFieldProps {
  name: string;
  /** An ISO date (YYYY-MM-DD), or '' for none: the shape forms and the API use. */
  value: string;
  /** Earliest ISO date the picker offers, e.g. today for a project start date. */
  min?: string;
}

/**
 * A date as the browser's own `input type="date"`: the phone's date wheel or calendar, typed on a desktop,
 * and no calendar code on the page (docs/decisions/031-native-controls-on-lead-forms.md).
 */
export function NativeDateField({ value, min, ...props }: NativeDateFieldProps) {
  const { field, control } = useNativeControl(props);
  return (
    <NativeField field={field}>
      <input {...control} type="date" className={styles.input} value={value} min={min} />
    </NativeField>
  );
}
