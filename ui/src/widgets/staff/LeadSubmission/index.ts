export { LeadSubmission, type LeadSubmissionProps } from './LeadSubmission';
