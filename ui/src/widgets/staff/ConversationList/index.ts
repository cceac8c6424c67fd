export { ConversationList, type ConversationListProps } from './ConversationList';
