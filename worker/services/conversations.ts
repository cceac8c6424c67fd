import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatConversations, chatMessages } from '../db/schema';

/** Stores one exchange (the visitor's message and the answer) in its conversation, in one batch. */
export async function saveExchange(
  db: Database,
  sessionId: string,
  message: string,
  answer: { response: string; answeredBy: 'built-in' | 'model' },
): Promise<void> {
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
  ]);
}
