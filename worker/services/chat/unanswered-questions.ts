import {
  normaliseQuestion,
  unansweredListLength,
  unansweredWindowDays,
  type UnansweredQuestion,
} from '@site/domain/assistant/unanswered';
import { desc, gte, max, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatUnansweredQuestions } from '../../db/schema';

/** The statement that counts one more asking of a question the assistant could not answer, today. */
export const countUnanswered = (db: Database, question: string) =>
  db
    .insert(chatUnansweredQuestions)
    .values({ question: normaliseQuestion(question) })
    .onConflictDoUpdate({
      target: [chatUnansweredQuestions.question, chatUnansweredQuestions.day],
      set: { count: sql`${chatUnansweredQuestions.count} + 1` },
    });

/** The most frequent unanswered questions of the last 30 days, most asked first (docs/product.md §12.6). */
export async function mostFrequentUnanswered(db: Database): Promise<UnansweredQuestion[]> {
  const total = sum(chatUnansweredQuestions.count).mapWith(Number);
  const lastAsked = max(chatUnansweredQuestions.day);
  const rows = await db
    .select({ question: chatUnansweredQuestions.question, count: total, lastAsked })
    .from(chatUnansweredQuestions)
    .where(gte(chatUnansweredQuestions.day, sql`date('now', ${`-${unansweredWindowDays} days`})`))
    .groupBy(chatUnansweredQuestions.question)
    .orderBy(desc(total), desc(lastAsked), chatUnansweredQuestions.question)
    .limit(unansweredListLength);
  return rows.map((row) => ({ question: row.question, count: row.count, lastAsked: row.lastAsked ?? '' }));
}
