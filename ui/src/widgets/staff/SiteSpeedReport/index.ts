export { formatMetric, SiteSpeedReport, type SiteSpeedReportProps } from './SiteSpeedReport';
