import type { CSSProperties, ReactNode } from 'react';

/**
 * The usual screen-reader-only clip, in units a DOM style takes as well as React: the negative margin keeps
 * the one-pixel box from adding to the page's height.
 */
export const visuallyHidden = {
  border: '0',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: '0',
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
} as const satisfies CSSProperties;

/**
 * Read by screen readers, invisible on screen (e.g. '(opens in a new tab)'). A span, not React Aria's div: it
 * sits inside links, buttons and paragraphs, where a div is invalid HTML and breaks hydration.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}
