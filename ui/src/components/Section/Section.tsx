import { useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { renderBandSoon } from './band-rendering';
import { section } from './Section.css';

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The anchor that navigation links to (services, portfolio, intake-form, contact ...). */
  id?: string;
  tone?: 'default' | 'raised' | 'brand' | 'steel';
  spacing?: 'regular' | 'compact';
  /**
   * For the bands of a long pre-rendered page below its first screen: the browser skips laying the band out
   * until the page is interactive, then bands are rendered one per frame. Rendered in the browser (a page
   * reached by a link inside the site), the band renders at once. While skipped, its content is clipped to
   * the band: nothing may overflow it, and overlays inside it must use a portal.
   */
  renderAfterFirstScreen?: boolean;
  children: ReactNode;
}

type BandProps = Omit<SectionProps, 'renderAfterFirstScreen'>;

/** A full-width band of the page; name it with `aria-labelledby` pointing at its heading. */
export function Section({ renderAfterFirstScreen = false, ...props }: SectionProps) {
  return renderAfterFirstScreen ? <BandAfterFirstScreen {...props} /> : <Band {...props} />;
}

function Band({ tone, spacing, skipped = false, children, ...props }: BandProps & { skipped?: boolean }) {
  return (
    <section className={section({ tone, spacing, skipped })} data-tone={tone ?? 'default'} {...props}>
      {children}
    </section>
  );
}

function BandAfterFirstScreen(props: BandProps) {
  // Skipped only in the pre-rendered page: a band first rendered in the browser renders at once.
  const [skipped, setSkipped] = useState(!useHydrated());
  useEffect(() => (skipped ? renderBandSoon(() => setSkipped(false)) : undefined), [skipped]);
  return <Band {...props} skipped={skipped} />;
}
