import { initialVisitorStats, parseVisitorStats, type VisitorStats } from './visitor-stats';
import { useEffect, useSyncExternalStore } from 'react';

const storageKey = 'site.visitor-stats';

/** The local record as one small store: read from storage once, written back on every change. */
const store = {
  stats: undefined as VisitorStats | undefined,
  listeners: new Set<() => void>(),
  read(): VisitorStats {
    store.stats ??= parseVisitorStats(localStorage.getItem(storageKey));
    return store.stats;
  },
  bump(key: keyof VisitorStats) {
    const current = store.read();
    store.stats = { ...current, [key]: current[key] + 1 };
    localStorage.setItem(storageKey, JSON.stringify(store.stats));
    for (const listener of store.listeners) listener();
  },
  subscribe(listener: () => void) {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
};

/**
 * Each page load adds a view (docs/product.md §4.3), each click a click, the first scroll and every key press an
 * interaction. The record lives in local storage only.
 */
export function useVisitorStats(): VisitorStats {
  const stats = useSyncExternalStore(store.subscribe, store.read, () => initialVisitorStats);

  useEffect(() => {
    store.bump('views');
    const onClick = () => store.bump('clicks');
    const onInteraction = () => store.bump('interactions');
    window.addEventListener('click', onClick);
    window.addEventListener('keydown', onInteraction);
    window.addEventListener('scroll', onInteraction, { once: true, passive: true });
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('keydown', onInteraction);
      window.removeEventListener('scroll', onInteraction);
    };
  }, []);

  return stats;
}
