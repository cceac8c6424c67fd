import { useCallback, useState } from 'react';

/** An index over `count` items that wraps at both ends (galleries, carousels, the lightbox). */
export function useWrappingIndex(count: number, initial = 0) {
  const [index, setIndex] = useState(initial);
  const wrap = useCallback((value: number) => (count === 0 ? 0 : ((value % count) + count) % count), [count]);
  const goTo = useCallback((value: number) => setIndex(wrap(value)), [wrap]);
  const next = useCallback(() => setIndex((current) => wrap(current + 1)), [wrap]);
  const previous = useCallback(() => setIndex((current) => wrap(current - 1)), [wrap]);
  return { index, goTo, next, previous };
}
