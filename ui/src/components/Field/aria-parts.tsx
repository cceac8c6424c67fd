import type { ReactNode } from 'react';
import { FieldError, FormContext, FormValidationContext, Label, Text } from 'react-aria-components';
import * as styles from './Field.css';
import { useFormErrors } from './form-errors';
import { LabelText } from './parts';

/**
 * The label, description and error of the fields that stay React Aria's (Select, NumberField, DatePicker,
 * RadioGroup): React Aria ties them to its control through their slots. The site's own fields use `./parts`.
 */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      <LabelText isRequired={isRequired}>{children}</LabelText>
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  return children ? (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  ) : null;
}

export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.error}>{children}</FieldError>;
}

const ariaValidation = { validationBehavior: 'aria' } as const;

/**
 * Hands the surrounding Form's messages to a React Aria field, with the ARIA-only validation React Aria's own
 * form gave it (`aria-required`, no browser bubble): the site's Form is the browser's and provides neither.
 */
export function AriaFormErrors({ children }: { children: ReactNode }) {
  const errors = useFormErrors();
  if (!errors) return children;
  return (
    <FormContext.Provider value={ariaValidation}>
      <FormValidationContext.Provider value={errors}>{children}</FormValidationContext.Provider>
    </FormContext.Provider>
  );
}
