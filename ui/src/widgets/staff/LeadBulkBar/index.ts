export { LeadBulkBar, type LeadBulkBarProps } from './LeadBulkBar';
