export { PerformanceBadge, type PerformanceBadgeProps } from './PerformanceBadge';
export { usePerformanceFigures, type WatchFigures } from './usePerformanceFigures';
export type { PerformanceFigures } from './performance';
