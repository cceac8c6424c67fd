import type { TextareaHTMLAttributes } from 'react';
import { fieldStyles } from '../Field';
import { NativeField, useNativeControl, type NativeFieldProps } from '../Field/native';

export interface TextAreaProps
  extends NativeFieldProps, Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'placeholder'> {
  value?: string;
  defaultValue?: string;
  rows?: number;
}

/** Several lines of text as the browser's own textarea (docs/decisions/047). */
export function TextArea({ rows = 5, ...props }: TextAreaProps) {
  const { field, control } = useNativeControl(props);
  return (
    <NativeField field={field}>
      <textarea {...control} rows={rows} className={`${fieldStyles.control} ${fieldStyles.multiline}`} />
    </NativeField>
  );
}
