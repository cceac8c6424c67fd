import type { CSSProperties, ReactNode } from 'react';

// The usual screen-reader-only clip. A span, not React Aria's div: it sits inside links, buttons and
// paragraphs, where a div is invalid HTML and breaks hydration.
const hidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
};

/** Read by screen readers, invisible on screen (e.g. '(opens in a new tab)'). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}
