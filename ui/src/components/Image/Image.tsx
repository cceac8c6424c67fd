import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './Image.css';

export interface ImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** In the first screen: load at once with high priority. Everything else loads lazily. */
  priority?: boolean;
}

/**
 * An image shows as its bytes arrive, over the frame's sunken background, without waiting for the page's
 * JavaScript; one that fails says 'Image unavailable' (docs/product.md, section 14.2). Width and height are
 * always set so nothing shifts while it loads; the frame keeps the image's aspect ratio meanwhile.
 */
export function Image({ src, srcSet, sizes, alt, width, height, priority = false }: ImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={styles.frame}
      data-state={failed ? 'failed' : undefined}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {failed ? (
        <span className={styles.fallback} role="img" aria-label={alt}>
          <Icon icon={ImageOff} size="lg" />
          Image unavailable
        </span>
      ) : (
        <img
          className={styles.image}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  );
}
