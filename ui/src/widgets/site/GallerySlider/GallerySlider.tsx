import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useWrappingIndex } from '../../../hooks/useWrappingIndex';
import type { MediaItem } from '../media';
import { RoundButton } from '../RoundButton';
import { SwipeStage } from '../SwipeStage';
import * as styles from './GallerySlider.css';

export interface GallerySliderProps {
  label: string;
  items: readonly MediaItem[];
  sizes?: string;
}

/** One large photo with previous/next (wrapping), an 'n / total' counter, caption and thumbnails. */
export function GallerySlider({ label, items, sizes = '(min-width: 1024px) 60rem, 100vw' }: GallerySliderProps) {
  const { index, goTo, next, previous } = useWrappingIndex(items.length);
  const current = items[index];
  if (!current) return null;

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <SwipeStage
        picture={current}
        className={styles.stage}
        imageClassName={styles.image}
        sizes={current.srcSet ? sizes : undefined}
        decoding="async"
        onNext={next}
        onPrevious={previous}
      >
        <div className={styles.navigation}>
          <RoundButton label="Previous photo" icon={ChevronLeft} onClick={previous} />
          <RoundButton label="Next photo" icon={ChevronRight} onClick={next} />
        </div>
        <p className={styles.counter} aria-live="polite">
          {index + 1} / {items.length}
        </p>
      </SwipeStage>
      <div className={styles.caption}>
        <p className={styles.captionTitle}>{current.title}</p>
        {current.description ? <p className={styles.captionText}>{current.description}</p> : null}
      </div>
      <ul className={styles.thumbnails} aria-label={`${label}: all photos`}>
        {items.map((item, position) => (
          <li key={item.src}>
            <button
              type="button"
              className={styles.thumbnail}
              aria-label={`Show photo ${position + 1}: ${item.title}`}
              aria-current={position === index}
              onClick={() => goTo(position)}
            >
              <img
                src={item.src}
                alt=""
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
