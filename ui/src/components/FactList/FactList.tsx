import type { ReactNode } from 'react';
import * as styles from './FactList.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** `list`: label over value in a compact grid (report headers). `stats`: large figures as tiles. */
  variant?: 'list' | 'stats';
  /** Names the list for assistive technology when no heading says what it is. */
  'aria-label'?: string;
}

/** Labelled figures as a description list: report details (client, weather ...) or stat tiles. */
export function FactList({ facts, variant = 'list', 'aria-label': ariaLabel }: FactListProps) {
  const look = styles.variants[variant];
  return (
    <dl className={look.list} aria-label={ariaLabel}>
      {facts.map((fact) => (
        <div key={fact.label} className={look.item}>
          <dt className={look.label}>{fact.label}</dt>
          <dd className={look.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
