import { useId } from 'react';
import { useRovingChoice, type ChoiceKeys } from '../../hooks/useRovingChoice';
import type { Option } from '@site/domain/forms/options';
import * as styles from './ToggleButtonGroup.css';

export interface ToggleButtonGroupProps {
  /** Visible label; it names the group for screen readers. */
  label: string;
  options: readonly Option[];
  /** The chosen option, when the page holds the choice; otherwise the group holds it from `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
}

/** Left and Right move to the neighbouring option, wrapping at the ends. */
const optionKeys: ChoiceKeys = {
  ArrowLeft: (index) => index - 1,
  ArrowRight: (index) => index + 1,
};

/**
 * One choice shown as a row of buttons (project types, plans), exposed as a radio group with the browser's own
 * buttons (docs/decisions/049): one tab stop, arrow keys move, Space or Enter chooses, and the chosen option is
 * announced as checked. A choice cannot be cleared, so there is always something to show for it.
 */
export function ToggleButtonGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  isDisabled = false,
}: ToggleButtonGroupProps) {
  const labelId = useId();
  const { chosen, optionProps } = useRovingChoice({
    ids: options.map((option) => option.value),
    keys: optionKeys,
    // A choice may start work (the funnel asks the server for the period's report), so the arrow keys only
    // move, and Space or Enter chooses, as React Aria's group did.
    choosesOnMove: false,
    id: value,
    defaultId: defaultValue,
    onChange,
  });
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} aria-disabled={isDisabled || undefined} className={styles.group}>
        {options.map((option) => (
          <button
            key={option.value}
            {...optionProps(option.value)}
            role="radio"
            aria-checked={option.value === chosen}
            disabled={isDisabled}
            className={styles.option}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
