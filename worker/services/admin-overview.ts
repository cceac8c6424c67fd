import { analyticsOf } from '@site/domain/admin-analytics';
import type { AdminAnalytics, AdminConversation, AdminConversationSummary, AdminNdaCode } from '@site/domain/admin';
import { asc, desc, eq, sql } from 'drizzle-orm';
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
    .select({ id: ndaAccessCodes.id, label: ndaAccessCodes.label, createdAt: ndaAccessCodes.createdAt, revokedAt: ndaAccessCodes.revokedAt })
    .from(ndaAccessCodes)
    .orderBy(desc(ndaAccessCodes.createdAt), desc(ndaAccessCodes.id))
    .all();
  return rows.map((row) => ({ ...row, revokedAt: row.revokedAt ?? undefined }));
}

const firstQuestion = sql<string>`coalesce((
  select ${chatMessages.content} from ${chatMessages}
  where ${chatMessages.conversationId} = ${chatConversations.id} and ${chatMessages.role} = 'user'
  order by ${chatMessages.id} limit 1), '')`;

const conversationSummary = {
  id: chatConversations.id,
  createdAt: chatConversations.createdAt,
  updatedAt: chatConversations.updatedAt,
  messageCount: sql<number>`(select count(*) from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id})`,
  firstQuestion,
};

/** Newest conversation first. */
export async function listConversations(db: Database): Promise<AdminConversationSummary[]> {
  return db
    .select(conversationSummary)
    .from(chatConversations)
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .all();
}

export async function conversation(db: Database, id: string): Promise<AdminConversation | null> {
  const [[summary], messages] = await db.batch([
    db.select(conversationSummary).from(chatConversations).where(eq(chatConversations.id, id)),
    db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(asc(chatMessages.id)),
  ]);
  if (!summary) return null;
  return {
    ...summary,
    messages: messages.map((message) => ({
      role: message.role,
      content: message.content,
      answeredBy: message.answeredBy ?? undefined,
      at: message.at,
    })),
  };
}
