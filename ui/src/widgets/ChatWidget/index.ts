export { ChatWidget, type ChatMessage, type ChatWidgetProps } from './ChatWidget';
