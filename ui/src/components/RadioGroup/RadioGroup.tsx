import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { AriaFormErrors, FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/aria-parts';
import type { Option } from '@site/domain/forms/options';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'value' | 'onChange'>, FieldCommonProps {
  options: readonly Option[];
  value?: string;
  onChange?: (value: string) => void;
}

/** One choice with every option in view; arrow keys move between options. */
export function RadioGroup({ label, description, errorMessage, options, value, ...props }: RadioGroupProps) {
  return (
    <AriaFormErrors>
      <AriaRadioGroup {...props} value={value === undefined ? undefined : value || null} className={fieldStyles.field}>
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <FieldDescription>{description}</FieldDescription>
        <div className={fieldStyles.choiceGroup}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} className={fieldStyles.choice}>
              {({ isSelected }) => (
                <>
                  <span className={fieldStyles.radio}>
                    {isSelected ? <span className={fieldStyles.radioDot} /> : null}
                  </span>
                  <span>{option.label}</span>
                </>
              )}
            </Radio>
          ))}
        </div>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </AriaRadioGroup>
    </AriaFormErrors>
  );
}
