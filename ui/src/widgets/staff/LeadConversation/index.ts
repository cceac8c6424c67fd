export { LeadConversation, type LeadConversationProps } from './LeadConversation';
