import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { fieldStyles } from '../Field';
import { NativeField, useNativeControl, type NativeFieldProps } from '../Field/native';
import { Icon } from '../Icon';

export interface PasswordFieldProps
  extends NativeFieldProps, Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder'> {
  value?: string;
  defaultValue?: string;
}

/** A masked secret (password, NDA access code) with a button that shows or hides what was typed. */
export function PasswordField({ autoComplete = 'off', ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const { field, control } = useNativeControl(props);
  return (
    <NativeField field={field}>
      <div className={fieldStyles.inputGroup}>
        <input
          {...control}
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
