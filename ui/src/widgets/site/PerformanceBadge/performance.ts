/** Load time grade thresholds in milliseconds (docs/product.md §4.3). */
export const gradeThresholdsMs = { A: 1000, B: 2000, C: 3000 } as const;

export type Grade = 'A' | 'B' | 'C' | 'D';

export function gradeFor(loadTimeMs: number): Grade {
  if (loadTimeMs < gradeThresholdsMs.A) return 'A';
  if (loadTimeMs < gradeThresholdsMs.B) return 'B';
  if (loadTimeMs < gradeThresholdsMs.C) return 'C';
  return 'D';
}

/** The local performance record: all that the browser allows is measured (docs/product.md §4.3). */
export interface PerformanceFigures {
  loadTime?: number;
  firstContentfulPaint?: number;
  largestContentfulPaint?: number;
  cumulativeLayoutShift?: number;
  totalBlockingTime?: number;
  /** Bytes of JS heap in use, where the browser exposes it. */
  memoryUsage?: number;
}
