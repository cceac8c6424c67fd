import { useState } from 'react';

/**
 * A value held the way a page holds it, so a controlled field shows what the story types or picks, and every change
 * still reaches the story's spy (`report`).
 */
export function useHeld<T>(initial: T, report?: (next: NoInfer<T>) => void) {
  const [value, setValue] = useState(initial);
  const change = (next: T) => {
    setValue(next);
    report?.(next);
  };
  return [value, change] as const;
}
