export { LeadReplyComposer, type LeadReplyComposerProps } from './LeadReplyComposer';
