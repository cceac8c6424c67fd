import type { ReplyKind } from '@site/domain/assistant/reply';
import { taughtIdOf } from '@site/domain/assistant/taught';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema';
import { countTaughtUse } from './taught-answers';
import { countUnanswered } from './unanswered-questions';

/**
 * Stores one exchange (the visitor's message and the answer) in its conversation, in one batch; a message
 * the built-in assistant could not answer is also counted for staff (docs/product.md §12.6), and so is each
 * use of an answer staff taught (docs/product.md §8.6).
 */
export async function saveExchange(
  db: Database,
  sessionId: string,
  message: string,
  answer: { response: string; answeredBy: 'built-in' | 'model'; kind?: ReplyKind; sources?: readonly string[] },
): Promise<void> {
  const unanswered = answer.kind === 'unknown' && answer.answeredBy === 'built-in';
  const taughtId = taughtIdOf(answer.sources ?? []);
  await db.batch([
    db
      .insert(chatConversations)
      .values({ id: sessionId })
      .onConflictDoUpdate({
        target: chatConversations.id,
        set: { updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      }),
    db.insert(chatMessages).values([
      { conversationId: sessionId, role: 'user', content: message },
      { conversationId: sessionId, role: 'assistant', content: answer.response, answeredBy: answer.answeredBy },
    ]),
    ...(unanswered ? [countUnanswered(db, message)] : []),
    ...(taughtId ? [countTaughtUse(db, taughtId)] : []),
  ]);
}
