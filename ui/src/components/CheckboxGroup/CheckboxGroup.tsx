import { useState } from 'react';
import { Checkbox } from '../Checkbox';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles, type FieldCommonProps } from '../Field';
import { useNativeField } from '../Field/native';
import type { Option } from '@site/domain/forms/options';

export interface CheckboxGroupProps extends FieldCommonProps {
  options: readonly Option[];
  /** The form value's key, and each checkbox's name; the surrounding Form's message for it shows under the group. */
  name?: string;
  /** The chosen options' values, in the order they were chosen. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/**
 * Several choices from a short list (services wanted, project types handled): the browser's own checkboxes in a
 * group named by its label (docs/decisions/047). Each checkbox is described by the group's description and error,
 * and marked invalid with it, so the form's focus on the first invalid field lands on the first checkbox.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  options,
  name,
  value,
  defaultValue,
  onChange,
  isRequired,
  isDisabled,
}: CheckboxGroupProps) {
  const field = useNativeField({ name, description, errorMessage });
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? []);
  const chosen = value ?? uncontrolled;
  const choose = (option: string, isSelected: boolean) => {
    const next = isSelected ? [...chosen, option] : chosen.filter((other) => other !== option);
    setUncontrolled(next);
    onChange?.(next);
  };
  const describedBy = field.controlProps['aria-describedby'];
  return (
    <div role="group" aria-labelledby={field.labelId} aria-describedby={describedBy} className={fieldStyles.field}>
      <FieldLabel id={field.labelId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldDescription id={field.descriptionId}>{description}</FieldDescription>
      <div className={fieldStyles.choiceGroup}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            isSelected={chosen.includes(option.value)}
            onChange={(isSelected) => choose(option.value, isSelected)}
            isInvalid={Boolean(field.error)}
            isDisabled={isDisabled}
            aria-describedby={describedBy}
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
      <FieldErrorMessage id={field.errorId}>{field.error}</FieldErrorMessage>
    </div>
  );
}
