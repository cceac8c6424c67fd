import type { Option } from '@site/domain/forms/options';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { fieldStyles, type FieldCommonProps } from '../Field';
import { AriaFormErrors, FieldDescription, FieldErrorMessage, FieldLabel } from '../Field/aria-parts';
import { Icon } from '../Icon';
import { popoverStyles } from '../Popover';

export interface SelectProps<V extends string = string>
  extends
    Omit<AriaSelectProps<Option<V>>, 'className' | 'style' | 'children' | 'value' | 'onChange' | 'items'>,
    FieldCommonProps {
  options: readonly Option<V>[];
  /** The chosen option's value; '' when nothing is chosen (how forms hold an empty select). */
  value?: V | '';
  /** Called with the chosen option's own value, typed as the options are. */
  onChange?: (value: V | '') => void;
  placeholder?: string;
}

/** One choice from a list: a button that opens a listbox, typeahead and arrow keys included. */
export function Select<V extends string = string>({
  label,
  description,
  errorMessage,
  options,
  value,
  onChange,
  placeholder,
  ...props
}: SelectProps<V>) {
  return (
    <AriaFormErrors>
      <AriaSelect
        {...props}
        className={fieldStyles.field}
        placeholder={placeholder ?? 'Select an option'}
        value={value === undefined ? undefined : value || null}
        onChange={(key: Key | null) => onChange?.(options.find((option) => option.value === key)?.value ?? '')}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Button className={fieldStyles.selectButton}>
          <SelectValue className={({ isPlaceholder }) => (isPlaceholder ? fieldStyles.placeholder : '')} />
          <Icon icon={ChevronDown} size="sm" />
        </Button>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <Popover className={popoverStyles.popover}>
          <ListBox className={popoverStyles.listBox} items={options}>
            {(option) => (
              <ListBoxItem id={option.value} textValue={option.label} className={popoverStyles.option}>
                {option.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaFormErrors>
  );
}
