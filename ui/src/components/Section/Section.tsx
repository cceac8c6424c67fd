import type { HTMLAttributes, ReactNode } from 'react';
import { section } from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The anchor that navigation links to (services, portfolio, intake-form, contact ...). */
  id?: string;
  tone?: 'default' | 'raised' | 'brand' | 'steel';
  spacing?: 'regular' | 'compact';
  /**
   * Skip the band's rendering while it is far from the screen (`content-visibility: auto`): for the bands of a
   * long page below its first screen. Its content is clipped to the band, so nothing may overflow it, and it
   * becomes the containing block of anything fixed inside it: overlays there must use a portal.
   */
  renderWhenNear?: boolean;
  children: ReactNode;
}

/** A full-width band of the page; name it with `aria-labelledby` pointing at its heading. */
export function Section({ tone, spacing, renderWhenNear, children, ...props }: SectionProps) {
  return (
    <section className={section({ tone, spacing, renderWhenNear })} data-tone={tone ?? 'default'} {...props}>
      {children}
    </section>
  );
}
