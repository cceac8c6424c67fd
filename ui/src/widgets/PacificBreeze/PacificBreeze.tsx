import { useEffect, useState, useSyncExternalStore } from 'react';
import * as styles from './PacificBreeze.css';

/** Spec part 1 §2.3 and §9.2: shown between 200 and 800 px of scroll, and toggling every 8 s. */
export const breezeScrollWindow = { from: 200, to: 800 } as const;
export const breezeToggleMs = 8000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const inWindow = () => window.scrollY >= breezeScrollWindow.from && window.scrollY <= breezeScrollWindow.to;

/** A faint Pacific wave at the foot of the screen; decoration only, hidden from assistive technology. */
export function PacificBreeze() {
  const scrolledIntoWindow = useSyncExternalStore(subscribe, inWindow, () => false);
  const [phaseOn, setPhaseOn] = useState(true);

  useEffect(() => {
    const timer = setInterval(() => setPhaseOn((on) => !on), breezeToggleMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className={styles.breeze} data-visible={(scrolledIntoWindow && phaseOn) || undefined} aria-hidden="true">
      <svg viewBox="0 0 1440 96" preserveAspectRatio="none" width="100%" height="100%">
        <path d="M0 48 C 240 8 480 88 720 48 S 1200 8 1440 48 V96 H0 Z" fill="currentColor" />
      </svg>
    </div>
  );
}
