import { Badge } from '../../../components/Badge';
import { Image } from '../../../components/Image';
import { pictureSource, type MediaItem } from '../media';
import * as styles from './PhotoGrid.css';

export interface PhotoGridProps {
  label: string;
  items: readonly MediaItem[];
  /** Opens a photo in a viewer (the Lightbox); the index is the photo's place in `items`. */
  onOpen: (index: number) => void;
}

/** /gallery (docs/product.md §6.9): photos with category, title and description; pressing one opens it full screen. */
export function PhotoGrid({ label, items, onOpen }: PhotoGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.src} className={styles.tile}>
          {/* The browser's own button: React Aria's, times the hundred photos of /gallery, was most of the
              page's work once it had hydrated (docs/decisions/043). */}
          <button
            type="button"
            className={styles.open}
            aria-label={`Open ${item.title} full screen`}
            onClick={() => onOpen(index)}
          >
            <Image
              {...pictureSource(item)}
              alt={item.alt}
              sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
            />
          </button>
          {item.category ? (
            <span>
              <Badge variant="secondary">{item.category}</Badge>
            </span>
          ) : null}
          <p className={styles.title}>{item.title}</p>
          {item.description ? <p className={styles.description}>{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
