import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/**
 * What raises a toast, apart from the region that shows it: a form imports only this, and the region's code
 * loads with the root after hydration (docs/decisions/031-native-controls-on-lead-forms.md).
 */

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: 'default' | 'destructive';
}

/** One toast at a time (docs/product.md, section 15.1), 5 s each, dismissed by a swipe right of more than 50 px. */
export const toastLimits = { maxVisible: 1, durationMs: 5000, swipeDismissPx: 50, hotkey: 'F8' } as const;

/** The site's single queue: any component may raise a toast; the one region in the page shows it. */
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: toastLimits.maxVisible });

/**
 * A new toast replaces the one on screen instead of queueing behind it: an older message that came back
 * later ('Failed to Send' after a successful retry) would tell the visitor something no longer true.
 */
export function showToast(message: ToastMessage, timeoutMs: number = toastLimits.durationMs): string {
  toastQueue.clear();
  return toastQueue.add(message, { timeout: timeoutMs });
}
