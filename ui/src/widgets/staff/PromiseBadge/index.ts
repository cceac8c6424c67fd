export { PromiseBadge, type PromiseBadgeProps } from './PromiseBadge';
