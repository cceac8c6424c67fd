export { ConversationView, type ConversationViewProps } from './ConversationView';
