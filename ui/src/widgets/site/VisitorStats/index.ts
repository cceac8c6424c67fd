export { useVisitorStats } from './useVisitorStats';
export { VisitorStats } from './VisitorStats';
