import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

/** Read by screen readers, invisible on screen (e.g. '(opens in a new tab)'). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <AriaVisuallyHidden>{children}</AriaVisuallyHidden>;
}
