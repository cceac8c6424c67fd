import type { AdminConversationSummary } from '@site/domain/staff/conversations';
import { formatDateTime } from '../staff-format';
import { LoadState } from '../admin-states';
import * as styles from './ConversationList.css';

export interface ConversationListProps {
  /** Absent while loading; newest first, as the API lists them. */
  conversations?: readonly AdminConversationSummary[];
  error?: string;
  selectedId?: string;
  onSelect: (conversation: AdminConversationSummary) => void;
}

/** The chat assistant's conversations (docs/product.md §12.6), each opened by its first question. */
export function ConversationList({ conversations, error, selectedId, onSelect }: ConversationListProps) {
  return (
    <LoadState what="conversations" isLoading={!conversations} error={error} isEmpty={conversations?.length === 0}>
      <ul className={styles.list} aria-label="Conversations">
        {conversations?.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={conversation.id === selectedId || undefined}
              onClick={() => onSelect(conversation)}
            >
              <span className={styles.question}>{conversation.firstQuestion}</span>
              <span className={styles.meta}>
                {conversation.messageCount} {conversation.messageCount === 1 ? 'message' : 'messages'} · last{' '}
                <time dateTime={conversation.updatedAt}>{formatDateTime(conversation.updatedAt)}</time>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
