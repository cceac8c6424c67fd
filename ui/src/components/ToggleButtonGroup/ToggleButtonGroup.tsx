import { useId } from 'react';
import {
  ToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
} from 'react-aria-components';
import type { SelectOption } from '../Select';
import * as styles from './ToggleButtonGroup.css';

export interface ToggleButtonGroupProps extends Omit<
  AriaToggleButtonGroupProps,
  | 'className'
  | 'style'
  | 'children'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
  | 'disallowEmptySelection'
> {
  /** Visible label; it names the group for screen readers. */
  label: string;
  options: readonly SelectOption[];
  /** The chosen option, when the page holds the choice; otherwise the group holds it from `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * One choice shown as a row of buttons (project types, plans). Single selection makes React Aria expose it
 * as a radio group: one tab stop, arrow keys move between options, and the selected one is announced as
 * checked. A choice cannot be cleared, so there is always something to show for it.
 */
export function ToggleButtonGroup({ label, options, value, defaultValue, onChange, ...props }: ToggleButtonGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <AriaToggleButtonGroup
        {...props}
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={value === undefined ? undefined : [value]}
        defaultSelectedKeys={defaultValue === undefined ? undefined : [defaultValue]}
        onSelectionChange={(keys: Set<Key>) => {
          const [selected] = keys;
          if (selected !== undefined) onChange?.(String(selected));
        }}
        className={styles.group}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} id={option.value} className={styles.option}>
            {option.label}
          </ToggleButton>
        ))}
      </AriaToggleButtonGroup>
    </div>
  );
}
