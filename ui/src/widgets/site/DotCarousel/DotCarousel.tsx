import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSwipe } from '../../../hooks/useSwipe';
import { useWrappingIndex } from '../../../hooks/useWrappingIndex';
import * as carousel from '../carousel.css';
import { RoundButton } from '../RoundButton';
import * as styles from './DotCarousel.css';

export interface DotCarouselProps<Item> {
  label: string;
  items: readonly Item[];
  /** Names one item for its dot ('Show Hawaii concept'). */
  itemLabel: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/** One item at a time with previous/next buttons and dots, wrapping at both ends. */
export function DotCarousel<Item>({ label, items, itemLabel, renderItem }: DotCarouselProps<Item>) {
  const { index, goTo, next, previous } = useWrappingIndex(items.length);
  const swipe = useSwipe(next, previous);
  const current = items[index];
  if (current === undefined) return null;

  return (
    <section className={styles.carouselRoot} aria-roledescription="carousel" aria-label={label}>
      <div
        className={styles.stage}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${items.length}: ${itemLabel(current)}`}
        aria-live="polite"
        {...swipe}
      >
        {renderItem(current)}
      </div>
      <div className={styles.bar}>
        <RoundButton label="Previous" icon={ChevronLeft} onClick={previous} />
        <div className={carousel.dots}>
          {items.map((item, position) => (
            <button
              type="button"
              key={itemLabel(item)}
              className={`${carousel.dot} ${position === index ? carousel.dotCurrent : ''}`}
              aria-label={`Show ${itemLabel(item)}`}
              aria-current={position === index || undefined}
              onClick={() => goTo(position)}
            />
          ))}
        </div>
        <RoundButton label="Next" icon={ChevronRight} onClick={next} />
      </div>
    </section>
  );
}
