import type { HTMLAttributes, ReactNode } from 'react';
import { section } from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The anchor that navigation links to (services, portfolio, intake-form, contact ...). */
  id?: string;
  tone?: 'default' | 'raised' | 'brand' | 'steel';
  spacing?: 'regular' | 'compact';
  children: ReactNode;
}

/** A full-width band of the page; name it with `aria-labelledby` pointing at its heading. */
export function Section({ tone, spacing, children, ...props }: SectionProps) {
  return (
    <section className={section({ tone, spacing })} data-tone={tone ?? 'default'} {...props}>
      {children}
    </section>
  );
}
