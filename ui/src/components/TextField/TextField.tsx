import type { InputHTMLAttributes } from 'react';
import { fieldStyles } from '../Field';
import { NativeField, useNativeControl, type NativeFieldProps } from '../Field/native';

export interface TextFieldProps
  extends
    NativeFieldProps,
    Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck'> {
  type?: 'text' | 'search' | 'url' | 'tel' | 'email' | 'password';
  value?: string;
  defaultValue?: string;
}

/** One line of text as the browser's own input (docs/decisions/047). */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { field, control } = useNativeControl(props);
  return (
    <NativeField field={field}>
      <input {...control} type={type} className={fieldStyles.control} />
    </NativeField>
  );
}
