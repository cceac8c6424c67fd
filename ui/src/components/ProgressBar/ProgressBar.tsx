import { useId } from 'react';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  label: string;
  /** Percent done, 0 to 100. */
  value: number;
}

/** A project's progress in percent, announced as a value to screen readers (docs/decisions/047). */
export function ProgressBar({ label, value }: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), 100);
  // What en-US percent formatting writes ('45%'), without Intl: a browser's first number format loads its
  // locale data (about 10 ms), in the middle of a page's start (docs/decisions/052).
  const valueText = `${Math.round(clamped)}%`;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-valuenow={clamped}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      className={styles.root}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <span className={styles.value}>{valueText}</span>
      <div className={styles.track}>
        <div className={styles.fill} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
