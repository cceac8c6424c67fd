import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { NativeField, useNativeField } from '../Field/native';
import { Icon } from '../Icon';

export interface PasswordFieldProps
  extends FieldCommonProps, Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder'> {
  /** The form value's key; the surrounding Form's message for it shows under the field. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** A masked secret (password, NDA access code) with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  name,
  autoComplete = 'off',
  onChange,
  isRequired,
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const field = useNativeField({ name, description, errorMessage, isRequired, isDisabled, onChange });
  return (
    <NativeField field={field} label={label} description={description} isRequired={isRequired}>
      <div className={fieldStyles.inputGroup}>
        <input
          {...props}
          {...field.controlProps}
          type={isVisible ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          className={fieldStyles.groupInput}
        />
        <button
          type="button"
          className={fieldStyles.groupButton}
          aria-label={isVisible ? 'Hide what you typed' : 'Show what you typed'}
          onClick={() => setVisible((visible) => !visible)}
        >
          <Icon icon={isVisible ? EyeOff : Eye} size="sm" />
        </button>
      </div>
    </NativeField>
  );
}
