import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
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
 * A single choice shown as cards (the report selector). It is a radio group: Tab reaches the chosen card,
 * the arrow keys move and choose, and a screen reader announces the card as checked.
 */
export function ChoiceCards({ label, options, value, defaultValue, onChange, columns = 3 }: ChoiceCardsProps) {
  return (
    <RadioGroup value={value} defaultValue={defaultValue} onChange={onChange} className={styles.group}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.cards[columns]}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.card}>
            <span className={styles.top}>
              <span className={styles.title}>{option.title}</span>
              {option.badge}
            </span>
            {option.details?.map((line) => (
              <span key={line} className={styles.detail}>
                {line}
              </span>
            ))}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
