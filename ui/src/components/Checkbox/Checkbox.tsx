import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { fieldStyles } from '../Field';
import { Icon } from '../Icon';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={fieldStyles.choice}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={fieldStyles.box}>
            {isIndeterminate ? <Icon icon={Minus} size="sm" /> : isSelected ? <Icon icon={Check} size="sm" /> : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
