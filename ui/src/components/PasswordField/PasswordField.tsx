import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button, Group, Input, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldCommonProps } from '../Field';
import { Icon } from '../Icon';

export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldCommonProps {
  placeholder?: string;
}

/** A masked secret (password, NDA access code) with a button that shows or hides what was typed. */
export function PasswordField({ label, description, errorMessage, placeholder, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField {...props} type={isVisible ? 'text' : 'password'} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.inputGroup}>
        <Input
          className={fieldStyles.groupInput}
          placeholder={placeholder}
          autoComplete={props.autoComplete ?? 'off'}
          spellCheck={false}
        />
        <Button
          className={fieldStyles.groupButton}
          aria-label={isVisible ? 'Hide what you typed' : 'Show what you typed'}
          onPress={() => setVisible((visible) => !visible)}
        >
          <Icon icon={isVisible ? EyeOff : Eye} size="sm" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
