import { useCallback, useState } from 'react';

/** `value` brought into 0..count-1, wrapping at both ends (-1 is the last item, count is the first). */
export const wrapIndex = (value: number, count: number) => (count === 0 ? 0 : ((value % count) + count) % count);

/** An index over `count` items that wraps at both ends (galleries and carousels). */
export function useWrappingIndex(count: number, initial = 0) {
  const [index, setIndex] = useState(initial);
  const wrap = useCallback((value: number) => wrapIndex(value, count), [count]);
  const goTo = useCallback((value: number) => setIndex(wrap(value)), [wrap]);
  const next = useCallback(() => setIndex((current) => wrap(current + 1)), [wrap]);
  const previous = useCallback(() => setIndex((current) => wrap(current - 1)), [wrap]);
  return { index, goTo, next, previous };
}
