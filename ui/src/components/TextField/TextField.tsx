import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldCommonProps } from '../Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldCommonProps {
  placeholder?: string;
}

export function TextField({ label, description, errorMessage, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.control} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
