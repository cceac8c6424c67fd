import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe counts past 50 px (docs/product.md §5.2 and docs/product.md §15.1). */
export const swipeThresholdPx = 50;

/** Left swipe -> onSwipeLeft (next), right swipe -> onSwipeRight (previous); vertical scrolling is untouched. */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      start.current = null;
      if (Math.abs(dx) <= swipeThresholdPx || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
