import type { PerformanceFigures } from './performance';
import { useEffect, useState } from 'react';

const storageKey = 'site.performance';

/**
 * Measures what the browser exposes (all six figures where possible) and keeps the latest record in local
 * storage (docs/product.md §4.3). Browsers without an entry type simply leave it unset.
 */
export function usePerformanceFigures(): PerformanceFigures {
  const [figures, setFigures] = useState<PerformanceFigures>({});

  useEffect(() => {
    const update = (patch: PerformanceFigures) =>
      setFigures((current) => {
        const next = { ...current, ...patch };
        localStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      });
    const observers: PerformanceObserver[] = [];
    const observe = (type: string, onEntries: (entries: PerformanceEntryList) => void) => {
      if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
      const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
      observer.observe({ type, buffered: true });
      observers.push(observer);
    };

    observe('paint', (entries) => {
      const paint = entries.find((entry) => entry.name === 'first-contentful-paint');
      if (paint) update({ firstContentfulPaint: paint.startTime });
    });
    observe('largest-contentful-paint', (entries) => {
      const last = entries.at(-1);
      if (last) update({ largestContentfulPaint: last.startTime });
    });
    let layoutShift = 0;
    observe('layout-shift', (entries) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) layoutShift += entry.value;
      }
      update({ cumulativeLayoutShift: layoutShift });
    });
    let blocking = 0;
    observe('longtask', (entries) => {
      for (const entry of entries) blocking += Math.max(0, entry.duration - 50);
      update({ totalBlockingTime: blocking });
    });

    const measureLoad = () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
      update({
        loadTime: navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now(),
        memoryUsage: memory?.usedJSHeapSize,
      });
    };
    if (document.readyState === 'complete') measureLoad();
    else window.addEventListener('load', measureLoad, { once: true });

    return () => {
      window.removeEventListener('load', measureLoad);
      for (const observer of observers) observer.disconnect();
    };
  }, []);

  return figures;
}
