import type { InputHTMLAttributes } from 'react';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { NativeField, useNativeField } from '../Field/native';

export interface TextFieldProps
  extends
    FieldCommonProps,
    Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck'> {
  /** The form value's key; the surrounding Form's message for it shows under the field. */
  name?: string;
  type?: 'text' | 'search' | 'url' | 'tel' | 'email' | 'password';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** One line of text as the browser's own input (docs/decisions/047). */
export function TextField({
  label,
  description,
  errorMessage,
  name,
  type = 'text',
  onChange,
  isRequired,
  isDisabled,
  ...props
}: TextFieldProps) {
  const field = useNativeField({ name, description, errorMessage, isRequired, isDisabled, onChange });
  return (
    <NativeField field={field} label={label} description={description} isRequired={isRequired}>
      <input {...props} {...field.controlProps} type={type} className={fieldStyles.control} />
    </NativeField>
  );
}
