import { analyticsOf } from '@site/domain/admin-analytics';
import type { AdminAnalytics, AdminConversation, AdminConversationSummary, AdminNdaCode } from '@site/domain/admin';
import { asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatConversations, chatMessages, leads, ndaAccessCodes, projects } from '../db/schema';

/** The analytics of every lead: only the columns the rules in domain/admin-analytics need. */
export async function analytics(db: Database, now = Date.now()): Promise<AdminAnalytics> {
  const [leadFacts, projectRows] = await db.batch([
    db
      .select({
        source: leads.source,
        status: leads.status,
        location: leads.location,
        estimatedValue: leads.estimatedValue,
        createdAt: leads.createdAt,
      })
      .from(leads),
    db.select({ status: projects.status }).from(projects),
  ]);
  return analyticsOf(
    leadFacts,
    projectRows.map((project) => project.status),
    now,
  );
}

export async function listNdaCodes(db: Database): Promise<AdminNdaCode[]> {
  const rows = await db
    .select({
      id: ndaAccessCodes.id,
      label: ndaAccessCodes.label,
      createdAt: ndaAccessCodes.createdAt,
      revokedAt: ndaAccessCodes.revokedAt,
    })
    .from(ndaAccessCodes)
    .orderBy(desc(ndaAccessCodes.createdAt), desc(ndaAccessCodes.id))
    .all();
  return rows.map((row) => ({ ...row, revokedAt: row.revokedAt ?? undefined }));
}

const summaryColumns = {
  id: chatConversations.id,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
  messageCount: count(chatMessages.id),
};

/** The first thing the visitor asked in each conversation: its lowest user message id. */
const firstQuestions = (db: Database) =>
  db
    .select({ conversationId: chatMessages.conversationId, content: chatMessages.content })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.id,
        db
          .select({ id: min(chatMessages.id) })
          .from(chatMessages)
          .where(eq(chatMessages.role, 'user'))
          .groupBy(chatMessages.conversationId),
      ),
    );

/** Newest conversation first. */
export async function listConversations(db: Database): Promise<AdminConversationSummary[]> {
  const [summaries, questions] = await db.batch([
    db
      .select(summaryColumns)
      .from(chatConversations)
      .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
      .groupBy(chatConversations.id)
      .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id)),
    firstQuestions(db),
  ]);
  const questionOf = new Map(questions.map((question) => [question.conversationId, question.content]));
  return summaries.map((summary) => ({ ...summary, firstQuestion: questionOf.get(summary.id) ?? '' }));
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
    messages: messages.map((message) => ({
      role: message.role,
      content: message.content,
      answeredBy: message.answeredBy ?? undefined,
      at: message.at,
    })),
  };
}
