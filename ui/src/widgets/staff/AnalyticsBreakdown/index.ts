export { AnalyticsBreakdown, type AnalyticsBreakdownProps } from './AnalyticsBreakdown';
