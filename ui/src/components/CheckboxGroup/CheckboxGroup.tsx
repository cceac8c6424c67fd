import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldCommonProps } from '../Field';
import type { SelectOption } from '../Select';

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children' | 'value' | 'onChange'>, FieldCommonProps {
  options: readonly SelectOption[];
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** Several choices from a short list (services wanted, project types handled). */
export function CheckboxGroup({ label, description, errorMessage, options, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={fieldStyles.choiceGroup}>
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
