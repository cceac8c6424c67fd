export { LeadFiles, type LeadFilesProps } from './LeadFiles';
