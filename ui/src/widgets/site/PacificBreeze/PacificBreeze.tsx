import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { browserClock, type WidgetClock } from '../clock';
import * as styles from './PacificBreeze.css';

/** Shown between 200 and 800 px of scroll, and toggling every 8 s (docs/product.md §5.8). */
export const breezeScrollWindow = { from: 200, to: 800 } as const;
export const breezeToggleMs = 8000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const inWindow = () => window.scrollY >= breezeScrollWindow.from && window.scrollY <= breezeScrollWindow.to;

/**
 * A faint Pacific wave at the foot of the screen; decoration only, hidden from assistive technology. With
 * reduced motion it does not come and go on its own (WCAG 2.2.2): it shows steadily in the scroll window.
 */
export function PacificBreeze({ clock = browserClock }: { clock?: WidgetClock }) {
  const scrolledIntoWindow = useSyncExternalStore(subscribe, inWindow, () => false);
  const reducedMotion = usePrefersReducedMotion();
  const [phaseOn, setPhaseOn] = useState(true);

  useEffect(() => {
    if (reducedMotion) return undefined;
    return clock.every(breezeToggleMs, () => setPhaseOn((on) => !on));
  }, [clock, reducedMotion]);

  return (
    <div
      className={styles.breeze}
      data-visible={(scrolledIntoWindow && (phaseOn || reducedMotion)) || undefined}
      aria-hidden="true"
    >
      <svg viewBox="0 0 1440 96" preserveAspectRatio="none" width="100%" height="100%">
        <path d="M0 48 C 240 8 480 88 720 48 S 1200 8 1440 48 V96 H0 Z" fill="currentColor" />
      </svg>
    </div>
  );
}
