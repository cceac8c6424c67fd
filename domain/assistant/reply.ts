/** What the assistant answers, and which kind of answer it is (docs/product.md §8.2). */
export type ReplyKind =
  | 'answer'
  | 'emergency'
  | 'estimate'
  | 'greeting'
  | 'thanks'
  | 'contact-received'
  | 'guarded'
  | 'other-language'
  | 'unknown';

export interface AssistantReply {
  response: string;
  kind: ReplyKind;
  /** The passages the answer came from (for staff reading the conversation). */
  sources: string[];
}
