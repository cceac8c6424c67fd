import type { HTMLAttributes, ReactNode } from 'react';
import { Container, type ContainerProps } from '../Container';
import { section } from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The anchor that navigation links to (services, portfolio, intake-form, contact ...). */
  id?: string;
  tone?: 'default' | 'raised' | 'brand' | 'steel';
  spacing?: 'regular' | 'compact';
  /** How wide its content runs, within the page's side margins. */
  width?: ContainerProps['width'];
  children: ReactNode;
}

/**
 * A full-width band of the page, its content centred in a `Container`; name it with `aria-labelledby` pointing
 * at its heading.
 */
export function Section({ tone, spacing, width, children, ...props }: SectionProps) {
  return (
    <section className={section({ tone, spacing })} data-tone={tone ?? 'default'} {...props}>
      <Container width={width}>{children}</Container>
    </section>
  );
}
