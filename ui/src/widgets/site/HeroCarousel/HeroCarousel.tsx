import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { useSwipe } from '../../../hooks/useSwipe';
import { useWrappingIndex, wrapIndex } from '../../../hooks/useWrappingIndex';
import * as carousel from '../carousel.css';
import { pictureSource, type Picture } from '../media';
import { RoundButton } from '../RoundButton';
import * as styles from './HeroCarousel.css';

export type HeroSlide = Picture;

/** A new slide every 5 s (docs/product.md §5.2). */
export const heroAutoAdvanceMs = 5000;

export interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /** The headline and calls to action laid over the photos. */
  children: ReactNode;
  autoAdvanceMs?: number;
  sizes?: string;
  /** Names the carousel region; it must differ from every other region on the page. */
  label?: string;
}

/**
 * Full-bleed photos that advance every 5 s and wrap; dots pick a slide, a swipe of more than 50 px moves
 * one, and a visible pause control stops the motion (WCAG 2.2.2). With reduced motion it never advances
 * by itself. The first photo loads eagerly with high priority and is the only one in the server's HTML;
 * a slide's photo is added once the slide has been shown, and the next one once the page is interactive,
 * so it is ready when the slide changes and no other photo competes with the first.
 */
export function HeroCarousel({
  slides,
  children,
  autoAdvanceMs = heroAutoAdvanceMs,
  sizes = '100vw',
  label = 'Project showcase',
}: HeroCarouselProps) {
  const { index, goTo, next, previous } = useWrappingIndex(slides.length);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reducedMotion && slides.length > 1;
  const swipe = useSwipe(next, previous);
  const hydrated = useHydrated();
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!shown.has(index)) setShown(new Set(shown).add(index));
  const upcoming = hydrated ? wrapIndex(index + 1, slides.length) : index;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(next, autoAdvanceMs);
    return () => clearInterval(timer);
  }, [playing, next, autoAdvanceMs]);

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={label} {...swipe}>
      {slides.map((slide, position) => (
        <div
          key={slide.src}
          className={styles.slide}
          data-current={position === index || undefined}
          role="group"
          aria-roledescription="slide"
          aria-label={`${position + 1} of ${slides.length}`}
          aria-hidden={position !== index}
        >
          {shown.has(position) || position === upcoming ? (
            <img
              className={styles.image}
              {...pictureSource(slide)}
              alt={slide.alt}
              sizes={slide.srcSet ? sizes : undefined}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding={position === 0 ? 'sync' : 'async'}
            />
          ) : null}
        </div>
      ))}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>{children}</div>
      <div className={styles.controls}>
        {/* Full-size targets for every slide, also where the dots are smaller than 24 px (phones). */}
        <div className={styles.buttons}>
          <RoundButton label="Previous slide" icon={ChevronLeft} tone="dark" iconSize="sm" onClick={previous} />
          {reducedMotion ? null : (
            <RoundButton
              label={paused ? 'Play slideshow' : 'Pause slideshow'}
              icon={paused ? Play : Pause}
              tone="dark"
              iconSize="sm"
              onClick={() => setPaused((value) => !value)}
            />
          )}
          <RoundButton label="Next slide" icon={ChevronRight} tone="dark" iconSize="sm" onClick={next} />
        </div>
        <div className={`${carousel.dots} ${styles.dots}`} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, position) => (
            <button
              type="button"
              key={slide.src}
              className={`${carousel.dot} ${styles.dot} ${position === index ? carousel.dotOnDarkCurrent : carousel.dotOnDark}`}
              aria-label={`Show slide ${position + 1} of ${slides.length}`}
              aria-current={position === index || undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
