export { LeadNoteForm, type LeadNoteFormProps } from './LeadNoteForm';
