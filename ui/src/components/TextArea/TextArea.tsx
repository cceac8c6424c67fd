import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldCommonProps } from '../Field';

export interface TextAreaProps extends Omit<TextFieldProps, 'className' | 'style' | 'children'>, FieldCommonProps {
  placeholder?: string;
  rows?: number;
}

export function TextArea({ label, description, errorMessage, placeholder, rows = 5, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        className={`${fieldStyles.control} ${fieldStyles.multiline}`}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
