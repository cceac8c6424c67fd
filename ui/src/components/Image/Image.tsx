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
  /** In the first screen: load at once with high priority and show without a fade. Everything else loads lazily. */
  priority?: boolean;
}

type State = 'loading' | 'loaded' | 'failed';

/**
 * An image is loading (docs/product.md §14.2), then loaded or failed ('Image unavailable'). Width and height are
 * always set so nothing shifts while it loads; the frame keeps the image's aspect ratio meanwhile.
 */
export function Image({ src, srcSet, sizes, alt, width, height, priority = false }: ImageProps) {
  // A first-screen image shows as it arrives: a fade would wait for the page's JavaScript and delay the
  // largest paint.
  const [state, setState] = useState<State>(priority ? 'loaded' : 'loading');
  return (
    <span className={styles.frame} data-state={state} style={{ aspectRatio: `${width} / ${height}` }}>
      {state === 'failed' ? (
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
          // An image already in the cache can finish before React attaches onLoad.
          ref={(node) => {
            if (node?.complete && node.naturalWidth > 0) setState('loaded');
          }}
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </span>
  );
}
