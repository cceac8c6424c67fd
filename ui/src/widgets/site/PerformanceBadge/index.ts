export { PerformanceBadge, type PerformanceBadgeProps } from './PerformanceBadge';
export { usePerformanceFigures } from './usePerformanceFigures';
