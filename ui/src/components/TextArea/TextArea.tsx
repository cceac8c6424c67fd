import type { TextareaHTMLAttributes } from 'react';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { NativeField, useNativeField } from '../Field/native';

export interface TextAreaProps
  extends FieldCommonProps, Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'placeholder'> {
  /** The form value's key; the surrounding Form's message for it shows under the field. */
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  rows?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** Several lines of text as the browser's own textarea (docs/decisions/047). */
export function TextArea({
  label,
  description,
  errorMessage,
  name,
  rows = 5,
  onChange,
  isRequired,
  isDisabled,
  ...props
}: TextAreaProps) {
  const field = useNativeField({ name, description, errorMessage, isRequired, isDisabled, onChange });
  return (
    <NativeField field={field} label={label} description={description} isRequired={isRequired}>
      <textarea
        {...props}
        {...field.controlProps}
        rows={rows}
        className={`${fieldStyles.control} ${fieldStyles.multiline}`}
      />
    </NativeField>
  );
}
