export { PromiseReport, type PromiseReportProps } from './PromiseReport';
