import type { Option } from '@site/domain/forms/options';
import { ChevronDown } from 'lucide-react';
import type { FieldCommonProps } from '../Field/parts';
import { NativeField, useNativeField } from '../Field/native';
import { Icon } from '../Icon';
import * as styles from './NativeSelect.css';

export interface NativeSelectProps extends FieldCommonProps {
  name: string;
  options: readonly Option[];
  /** The chosen option's value; '' while nothing is chosen. */
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * One choice from a list as the browser's own `select`: a phone opens its system picker, and the page
 * carries no listbox code (docs/decisions/031-native-controls-on-lead-forms.md).
 */
export function NativeSelect({
  name,
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  placeholder,
  isRequired,
  isDisabled,
}: NativeSelectProps) {
  const field = useNativeField({ name, description, errorMessage, isRequired, isDisabled, onChange });
  return (
    <NativeField field={field} label={label} description={description} isRequired={isRequired}>
      <div className={styles.wrapper}>
        <select {...field.controlProps} className={styles.select} value={value}>
          {/* A required choice cannot go back to none; an optional one can. */}
          <option value="" disabled={isRequired}>
            {placeholder ?? 'Select an option'}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className={styles.option}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon icon={ChevronDown} size="sm" />
        </span>
      </div>
    </NativeField>
  );
}
