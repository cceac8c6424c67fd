import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { AriaFormErrors, FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/aria-parts';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldCommonProps {
  /** Hide the − / + buttons where stepping makes no sense (a dollar amount). */
  hideSteppers?: boolean;
}

/** A number with locale formatting (e.g. US dollars via `formatOptions`), typed or stepped with arrow keys. */
export function NumberField({ label, description, errorMessage, hideSteppers, ...props }: NumberFieldProps) {
  return (
    <AriaFormErrors>
      <AriaNumberField {...props} className={fieldStyles.field}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={fieldStyles.inputGroup}>
          <Input className={fieldStyles.groupInput} />
          {hideSteppers ? null : (
            <>
              <Button slot="decrement" className={fieldStyles.groupButton}>
                −
              </Button>
              <Button slot="increment" className={fieldStyles.groupButton}>
                +
              </Button>
            </>
          )}
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaNumberField>
    </AriaFormErrors>
  );
}
