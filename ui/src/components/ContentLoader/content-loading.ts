/**
 * When a block of content that is not needed for the first screen (a calculator, a lead form, a game)
 * loads: once it comes within `contentLoaderMarginPx` of the viewport, after a delay that grows on slower
 * connections and shrinks for important blocks. On a fast connection its code is fetched earlier, as it
 * approaches (prefetch); a slow connection or data-saver skips that and lowers the visibility threshold
 * so the block starts loading as soon as any of it is near.
 */

/** What the Network Information API tells the page (every field absent in browsers without it). */
export interface NetworkHints {
  effectiveType?: string;
  /** Megabits per second. */
  downlink?: number;
  saveData?: boolean;
}

export type ContentPriority = 'high' | 'medium' | 'low';

export const contentLoaderMarginPx = 100;
/** How far ahead, on a fast connection, a block's code is fetched so it is ready when the block arrives. */
export const contentPrefetchMarginPx = 800;
/** The wait, before the multipliers, between a block coming near and its loading. */
export const contentLoadBaseDelayMs = 100;
export const connectionDelayFactor: Record<string, number> = { 'slow-2g': 2, '2g': 2, '3g': 1.5, '4g': 1 };
export const priorityDelayFactor: Record<ContentPriority, number> = { high: 0.5, medium: 1, low: 1.5 };
/** The share of a block that must be within the margin: any of it on a slow connection. */
export const visibilityThreshold = { normal: 0.1, slow: 0 } as const;

/** 4g with more than 5 Mbit/s and no data-saver. A browser that reports nothing is taken as fast. */
export function isFastConnection(hints: NetworkHints): boolean {
  if (hints.saveData) return false;
  if (hints.effectiveType === undefined && hints.downlink === undefined) return true;
  return hints.effectiveType === '4g' && (hints.downlink ?? 0) > 5;
}

export interface ContentLoadPlan {
  rootMarginPx: number;
  threshold: number;
  delayMs: number;
  prefetch: boolean;
}

export function contentLoadPlan(hints: NetworkHints, priority: ContentPriority): ContentLoadPlan {
  const fast = isFastConnection(hints);
  const connectionFactor = connectionDelayFactor[hints.effectiveType ?? '4g'] ?? 1;
  return {
    rootMarginPx: contentLoaderMarginPx,
    threshold: fast ? visibilityThreshold.normal : visibilityThreshold.slow,
    delayMs: contentLoadBaseDelayMs * connectionFactor * priorityDelayFactor[priority],
    prefetch: fast,
  };
}
