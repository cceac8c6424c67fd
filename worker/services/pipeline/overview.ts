import { analyticsOf, weekStartOf } from '@site/domain/staff/analytics';
import { type AdminAnalytics } from '@site/domain/staff/analytics';
import { type AdminConversation, type AdminConversationSummary } from '@site/domain/staff/conversations';
import { type AdminNdaCode } from '@site/domain/staff/nda-codes';
import { defaultPageSize, type Page, type PageRequest } from '@site/domain/staff/paging';
import { z } from '@site/domain/forms/zod';
import { and, asc, count, desc, eq, gte, inArray, lt, min, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatConversations, chatMessages, leadCounts, leadWeeks, ndaAccessCodes, projects } from '../../db/schema';
import { decodeCursor, encodeCursor } from './paging';

const dayMs = 24 * 60 * 60_000;

/**
 * The dashboard's analytics from the counts the database keeps as leads change (docs/decisions/069): a few
 * hundred rows at most, however many leads there are, read in one batch.
 */
export async function analytics(db: Database, now = Date.now()): Promise<AdminAnalytics> {
  const [tallies, weeks, projectRows] = await db.batch([
    db.select().from(leadCounts),
    db
      .select()
      .from(leadWeeks)
      .where(gte(leadWeeks.weekStart, weekStartOf(now - 12 * 7 * dayMs))),
    db.select({ status: projects.status }).from(projects),
  ]);
  return analyticsOf(
    tallies,
    weeks,
    projectRows.map((project) => project.status),
    now,
  );
}

export function listNdaCodes(db: Database): Promise<AdminNdaCode[]> {
  return db
    .select({
      id: ndaAccessCodes.id,
      label: ndaAccessCodes.label,
      createdAt: ndaAccessCodes.createdAt,
      revokedAt: ndaAccessCodes.revokedAt,
    })
    .from(ndaAccessCodes)
    .orderBy(desc(ndaAccessCodes.createdAt), desc(ndaAccessCodes.id))
    .all();
}

const summaryColumns = {
  id: chatConversations.id,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
  messageCount: count(chatMessages.id),
};

/** The first thing the visitor asked in each of these conversations: its lowest user message id. */
const firstQuestions = (db: Database, conversationIds: string[]) =>
  db
    .select({ conversationId: chatMessages.conversationId, content: chatMessages.content })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.id,
        db
          .select({ id: min(chatMessages.id) })
          .from(chatMessages)
          .where(and(eq(chatMessages.role, 'user'), inArray(chatMessages.conversationId, conversationIds)))
          .groupBy(chatMessages.conversationId),
      ),
    );

const conversationPosition = z.object({ updatedAt: z.string(), id: z.string() });
type ConversationPosition = z.infer<typeof conversationPosition>;

/** Conversations after `position` in the list's order (most recently active, then id): keyset paging. */
const afterConversation = (position: ConversationPosition) =>
  or(
    lt(chatConversations.updatedAt, position.updatedAt),
    and(eq(chatConversations.updatedAt, position.updatedAt), lt(chatConversations.id, position.id)),
  );

/** One page of conversations, most recently active first. */
export async function listConversations(
  db: Database,
  page: PageRequest = { limit: defaultPageSize },
): Promise<Page<AdminConversationSummary>> {
  const position = decodeCursor(page.cursor, conversationPosition);
  const rows = await db
    .select(summaryColumns)
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
    .where(position ? afterConversation(position) : undefined)
    .groupBy(chatConversations.id)
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(page.limit + 1)
    .all();
  const summaries = rows.slice(0, page.limit);
  const questions = summaries.length
    ? await firstQuestions(
        db,
        summaries.map((summary) => summary.id),
      ).all()
    : [];
  const questionOf = new Map(questions.map((question) => [question.conversationId, question.content]));
  const last = summaries.at(-1);
  return {
    items: summaries.map((summary) => ({ ...summary, firstQuestion: questionOf.get(summary.id) ?? '' })),
    ...(rows.length > page.limit && last
      ? { nextCursor: encodeCursor({ updatedAt: last.updatedAt, id: last.id } satisfies ConversationPosition) }
      : {}),
  };
}

export async function conversation(db: Database, id: string): Promise<AdminConversation | null> {
  const [[found], messages] = await db.batch([
    db.select().from(chatConversations).where(eq(chatConversations.id, id)),
    db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(asc(chatMessages.id)),
  ]);
  if (!found) return null;
  return {
    ...found,
    messageCount: messages.length,
    firstQuestion: messages.find((message) => message.role === 'user')?.content ?? '',
    messages,
  };
}
