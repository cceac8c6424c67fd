import * as styles from './LogoWatermark.css';

/** The company mark, very faint behind the page (docs/product.md §4.3). Decorative. */
export function LogoWatermark() {
  return (
    <div className={styles.watermark} aria-hidden="true">
      <svg viewBox="0 0 64 64" width="100%" height="100%">
        <path d="M12 46 32 14l20 32h-9L32 28 21 46z" fill="currentColor" />
        <rect x="12" y="49" width="40" height="4" rx="2" fill="currentColor" />
      </svg>
    </div>
  );
}
