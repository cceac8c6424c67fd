import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export type FormProps = Omit<AriaFormProps, 'className' | 'style' | 'validationBehavior'>;

/**
 * Validation is ARIA-only: the browser's own bubbles never replace the forms' own messages, which come from
 * the zod schemas through `validationErrors` and stay until the visitor edits the field.
 */
export function Form({ children, ...props }: FormProps) {
  return (
    <AriaForm {...props} validationBehavior="aria" className={styles.form}>
      {children}
    </AriaForm>
  );
}
