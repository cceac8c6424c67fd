import type { AdminConversation } from '@site/domain/staff/conversations';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import * as styles from './ConversationView.css';

export interface ConversationViewProps {
  /** Absent while loading. */
  conversation?: AdminConversation;
  error?: string;
}

const speaker = (message: AdminConversation['messages'][number]) =>
  message.role === 'user' ? 'Visitor' : message.answeredBy === 'model' ? 'Assistant (model)' : 'Assistant (built-in)';

/** One chat conversation as staff read it (docs/product.md §12.6): who said what, when, and which engine answered. */
export function ConversationView({ conversation, error }: ConversationViewProps) {
  if (error)
    return (
      <p role="alert" className={shared.errorNote}>
        Could not load the conversation: {error}
      </p>
    );
  if (!conversation)
    return (
      <p role="status" className={shared.note}>
        Loading conversation...
      </p>
    );
  return (
    <section className={styles.view} aria-labelledby="conversation-title">
      <h3 id="conversation-title" className={styles.title}>
        Conversation of <time dateTime={conversation.createdAt}>{formatDateTime(conversation.createdAt)}</time>
      </h3>
      <ol className={styles.messages} aria-label="Messages">
        {conversation.messages.map((message) => (
          <li key={`${message.at}-${message.role}`} className={styles.message} data-role={message.role}>
            <span className={styles.speaker}>
              {speaker(message)} · <time dateTime={message.at}>{formatDateTime(message.at)}</time>
            </span>
            <p className={styles.content}>{message.content}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
