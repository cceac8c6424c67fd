import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { fieldStyles } from '../Field';
import { useFormErrors } from '../Field/form-errors';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface CheckboxProps {
  children: ReactNode;
  name?: string;
  value?: string;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Neither on nor off (some of a list chosen): shows a dash and reads as mixed. */
  isIndeterminate?: boolean;
  /** Also invalid while the surrounding Form has a message for `name` (shown by the caller). */
  isInvalid?: boolean;
  isDisabled?: boolean;
  'aria-describedby'?: string;
}

/**
 * The browser's own checkbox (docs/decisions/047), visually hidden but focusable and named by its label, under the
 * box drawn for it. The box, tick and dash follow the input's own state through CSS, so they are right before
 * the page hydrates too.
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected,
  onChange,
  isIndeterminate,
  isInvalid,
  isDisabled,
  ...props
}: CheckboxProps) {
  const errors = useFormErrors();
  const invalid = isInvalid || Boolean(props.name && errors?.[props.name]);
  return (
    <label className={fieldStyles.choice}>
      <VisuallyHidden>
        <input
          {...props}
          type="checkbox"
          // Indeterminate is a property of the element, not an attribute.
          ref={(input) => {
            if (input) input.indeterminate = Boolean(isIndeterminate);
          }}
          checked={isSelected}
          defaultChecked={defaultSelected}
          onChange={(event) => onChange?.(event.target.checked)}
          disabled={isDisabled}
          aria-invalid={invalid || undefined}
        />
      </VisuallyHidden>
      <span className={fieldStyles.box}>
        <span className={fieldStyles.tick}>
          <Icon icon={Check} size="sm" />
        </span>
        <span className={fieldStyles.dash}>
          <Icon icon={Minus} size="sm" />
        </span>
      </span>
      <span>{children}</span>
    </label>
  );
}
