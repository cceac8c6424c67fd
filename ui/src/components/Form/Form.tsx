import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { FormErrorsContext, type ValidationErrors } from '../Field/form-errors';
import * as styles from './Form.css';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'style' | 'noValidate'> {
  /** Each field's message by its `name`, shown beside the field until the form stops reporting it. */
  validationErrors?: ValidationErrors;
  ref?: Ref<HTMLFormElement>;
  children?: ReactNode;
}

const noErrors: ValidationErrors = {};

/**
 * The browser's own form (docs/decisions/047). Validation is ARIA-only (`noValidate`): the browser's bubbles never
 * replace the forms' own messages, which come from the zod schemas through `validationErrors` and stay until the
 * visitor edits the field.
 */
export function Form({ validationErrors = noErrors, children, ...props }: FormProps) {
  return (
    <form {...props} noValidate className={styles.form}>
      <FormErrorsContext.Provider value={validationErrors}>{children}</FormErrorsContext.Provider>
    </form>
  );
}
