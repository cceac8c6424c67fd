export { AnalyticsChart, type AnalyticsChartProps } from './AnalyticsChart';
