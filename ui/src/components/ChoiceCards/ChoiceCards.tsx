import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ChoiceCards.css';

export interface ChoiceCard {
  value: string;
  title: string;
  /** Short lines under the title (location, type, dates). */
  details?: readonly string[];
  /** A badge or other marker at the card's top end. */
  badge?: ReactNode;
}

export interface ChoiceCardsProps {
  label: string;
  options: readonly ChoiceCard[];
  /** The chosen value when the page holds the choice; otherwise `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  columns?: 2 | 3;
}

/**
 * A single choice shown as cards (the report selector): the browser's own radio buttons (docs/decisions/051),
 * visually hidden inside the cards. Tab reaches the chosen card, the arrow keys move and choose, and a screen
 * reader announces the card as checked.
 */
export function ChoiceCards({ label, options, value, defaultValue, onChange, columns = 3 }: ChoiceCardsProps) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className={styles.group}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.cards[columns]}>
        {options.map((option) => (
          <label key={option.value} className={styles.card}>
            <VisuallyHidden>
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
                onChange={() => onChange?.(option.value)}
              />
            </VisuallyHidden>
            <span className={styles.top}>
              <span className={styles.title}>{option.title}</span>
              {option.badge}
            </span>
            {option.details?.map((line) => (
              <span key={line} className={styles.detail}>
                {line}
              </span>
            ))}
          </label>
        ))}
      </div>
    </div>
  );
}
