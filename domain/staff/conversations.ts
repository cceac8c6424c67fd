/** Chat conversations as staff read them (docs/product.md §12.6). */

export interface AdminConversationSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  firstQuestion: string;
}

/** A conversation with its `chat_messages` rows as staff read them (docs/decisions/066). */
export interface AdminConversation extends AdminConversationSummary {
  /** `answeredBy` is null for the visitor's own messages. */
  messages: { role: 'user' | 'assistant'; content: string; answeredBy: 'built-in' | 'model' | null; at: string }[];
}
