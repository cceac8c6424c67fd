export { ChatWidget, type ChatWidgetProps } from './ChatWidget';
export type { ChatMessage } from './ChatPanel';
