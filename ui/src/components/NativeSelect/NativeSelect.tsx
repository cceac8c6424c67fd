import type { Option } from '@site/domain/forms/options';
import { ChevronDown } from 'lucide-react';
import { NativeField, useNativeControl, type NativeFieldProps } from '../Field/native';
import { Icon } from '../Icon';
import * as styles from './NativeSelect.css';

export interface NativeSelectProps extends NativeFieldProps {
  name: string;
  options: readonly Option[];
  /** The chosen option's value; '' while nothing is chosen. */
  value: string;
  placeholder?: string;
}

/**
 * One choice from a list as the browser's own `select`: a phone opens its system picker, and the page
 * carries no listbox code (docs/decisions/031-native-controls-on-lead-forms.md).
 */
export function NativeSelect({ options, value, placeholder, ...props }: NativeSelectProps) {
  const { field, control } = useNativeControl(props);
  return (
    <NativeField field={field}>
      <div className={styles.wrapper}>
        <select {...control} className={styles.select} value={value}>
          {/* A required choice cannot go back to none; an optional one can. */}
          <option value="" disabled={field.isRequired}>
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
