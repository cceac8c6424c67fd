import type { PerformanceFigures } from './performance';
import { useEffect, useState } from 'react';

const storageKey = 'site.performance';

/** Hands each change of the measured figures to `update`; the answer stops listening. */
export type WatchFigures = (update: (patch: PerformanceFigures) => void) => () => void;

/**
 * The badge's figures (docs/product.md §4.3), the latest record kept in local storage. Load time, FCP, LCP and
 * CLS come from `watch`: the site's one web-vitals measurement, which its Site speed report also counts
 * (docs/decisions/088). Blocking time and memory, which web-vitals does not measure, are read here where the
 * browser exposes them; browsers without an entry type leave it unset.
 */
export function usePerformanceFigures(watch: WatchFigures): PerformanceFigures {
  const [figures, setFigures] = useState<PerformanceFigures>({});

  useEffect(() => {
    const update = (patch: PerformanceFigures) =>
      setFigures((current) => {
        const next = { ...current, ...patch };
        localStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      });
    const stopWatching = watch(update);

    let observer: PerformanceObserver | undefined;
    if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
      let blocking = 0;
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) blocking += Math.max(0, entry.duration - 50);
        update({ totalBlockingTime: blocking });
      });
      observer.observe({ type: 'longtask', buffered: true });
    }
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    if (memory) update({ memoryUsage: memory.usedJSHeapSize });

    return () => {
      stopWatching();
      observer?.disconnect();
    };
  }, [watch]);

  return figures;
}
