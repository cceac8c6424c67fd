import { useSyncExternalStore } from 'react';
import { reducedMotionQuery as query } from '../theme/tokens';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** True when the visitor asked for less motion; the server render assumes they did (nothing moves first). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
