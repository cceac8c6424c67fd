import { normaliseQuestion } from '@site/domain/assistant/unanswered';
import { erasedEventKind, erasedLeadName } from '@site/domain/leads/erasure';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client';
import {
  chatConversations,
  chatMessages,
  chatUnansweredQuestions,
  contactLeads,
  contacts,
  leadEvents,
  leadFiles,
  leadMessages,
  leads,
  notifications,
  recommendations,
} from '../../db/schema';
import { leadFileObjectKey } from '../lead-files/lead-files';
import { securityEvent, type SecurityActor } from '../staff/security-events';
import { logErasure } from './erasure-log';

export type ErasureResult =
  | { outcome: 'erased' | 'already-erased'; erasedAt: string }
  | { outcome: 'not-found' }
  /** R2 refused a delete: nothing in D1 changed, and the same erase can be sent again. */
  | { outcome: 'files-failed' }
  /** The lead is erased in D1 but R2 refused its erasure-log entry: the same erase, sent again, writes it. */
  | { outcome: 'log-failed' };

/** The chat conversation or recommendation a chat or recommendation lead was made from. */
function sessionOf(submission: object): string | null {
  return 'sessionId' in submission && typeof submission.sessionId === 'string' ? submission.sessionId : null;
}

/**
 * Deletes the objects and rows of the lead's files, objects first: a row is only ever removed once its object
 * is gone, so a failure leaves the row that names the object still to delete (docs/decisions/080).
 */
async function deleteFileObjects(db: Database, bucket: R2Bucket, leadId: string): Promise<string[] | null> {
  const ids = (await db.select({ id: leadFiles.id }).from(leadFiles).where(eq(leadFiles.leadId, leadId)).all()).map(
    (row) => row.id,
  );
  if (ids.length === 0) return ids;
  try {
    // R2 deletes up to 1,000 keys in one call; a lead holds at most a request's ten files and its answers'.
    for (let start = 0; start < ids.length; start += 1000) {
      await bucket.delete(ids.slice(start, start + 1000).map(leadFileObjectKey));
    }
  } catch (error) {
    console.error(`Could not delete the files of lead ${leadId}; its erasure wrote nothing`, error);
    return null;
  }
  return ids;
}

/**
 * Erases a lead on request (docs/product.md §12.10, docs/decisions/080): its files leave the bucket first, then
 * one D1 batch blanks its personal columns and submission, deletes its conversation, e-mails, timeline, chat
 * conversation or recommendation and its place in a contact, and writes the one audit entry (who and when).
 * Status, source, region, dates, estimate and urgency stay, so every count and the funnel stay right.
 * The search index forgets the erased words at once (`secure-delete` is on for it, docs/decisions/085), and the
 * chat's questions leave the unanswered list. Sending it again is safe: the audit entry and the erasure's time
 * are written once, while the tombstone is applied whole again and the deletes run again, finding nothing or
 * only what reached the lead after the first erasure. The security log's entry (docs/decisions/092) is written
 * once with the audit entry, in the same batch, by `by` (null for a restore erasing again, decision 093). Once
 * the batch has run, the erasure goes in the erasure log in R2 (docs/decisions/093), so a restore of D1 to an
 * earlier time erases the lead again; a restore passes the logged time as `at`, so the lead keeps its first
 * erasure's time.
 */
export async function eraseLead(
  db: Database,
  bucket: R2Bucket,
  leadId: string,
  actor: string,
  by: SecurityActor | null,
  at = new Date().toISOString(),
): Promise<ErasureResult> {
  const lead = await db
    .select({
      erasedAt: leads.erasedAt,
      submission: leads.submission,
      contactId: contactLeads.contactId,
    })
    .from(leads)
    .leftJoin(contactLeads, eq(contactLeads.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .get();
  if (!lead) return { outcome: 'not-found' };

  const fileIds = await deleteFileObjects(db, bucket, leadId);
  if (fileIds === null) return { outcome: 'files-failed' };

  const session = sessionOf(lead.submission);
  const contactId = lead.contactId;
  // The audit entry is written once, whichever of two erases of the lead commits first.
  const notErased = and(eq(leads.id, leadId), isNull(leads.erasedAt));
  const questions = session ? await questionsOf(db, session) : [];
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [
    securityEvent(
      db,
      {
        kind: 'lead-erased',
        at,
        actorId: by?.staffId ?? null,
        client: by?.client ?? null,
        subject: leadId,
        ...(by ? {} : { detail: { source: 'erasure log' } }),
      },
      sql`exists (select 1 from ${leads} where ${notErased})`,
    ),
    // First, while every entry is still there: its insert trigger reads the funnel's facts again from the
    // lead's timeline, and they must come out as they were (no trigger runs on the deletes that follow).
    db
      .insert(leadEvents)
      .select(
        sql`select null, ${leads.id}, ${at}, ${actor}, ${erasedEventKind}, null, null from ${leads} where ${notErased}`,
      ),
    db
      .update(leads)
      .set({
        name: erasedLeadName,
        email: '',
        phone: null,
        company: null,
        location: '',
        projectType: '',
        notes: null,
        submission: {},
        requestHash: null,
        followUpOn: null,
        // The reply address closes: an answer sent to it now is refused (docs/decisions/078).
        replyToken: null,
        replyExpiresAt: null,
        // The first erasure's time stays; the tombstone itself is applied whole every time.
        erasedAt: sql`coalesce(${leads.erasedAt}, ${at})`,
        updatedAt: sql`case when ${leads.erasedAt} is null then ${at} else ${leads.updatedAt} end`,
      })
      .where(eq(leads.id, leadId)),
    db.delete(leadEvents).where(and(eq(leadEvents.leadId, leadId), ne(leadEvents.kind, erasedEventKind))),
    db.delete(leadMessages).where(eq(leadMessages.leadId, leadId)),
    // A queued e-mail's queue message carries only the row's id: with the row gone it sends nothing.
    db.delete(notifications).where(eq(notifications.leadId, leadId)),
  ];
  if (fileIds.length > 0) {
    statements.push(db.delete(leadFiles).where(and(eq(leadFiles.leadId, leadId), inArray(leadFiles.id, fileIds))));
  }
  if (session) {
    statements.push(
      db.delete(chatMessages).where(eq(chatMessages.conversationId, session)),
      db.delete(chatConversations).where(eq(chatConversations.id, session)),
      db.delete(recommendations).where(eq(recommendations.sessionId, session)),
    );
  }
  if (questions.length > 0) {
    // The list counts a question by its words, so the erased visitor's own words go whole, whoever else asked them.
    statements.push(
      db
        .delete(chatUnansweredQuestions)
        .where(sql`${chatUnansweredQuestions.question} in (select value from json_each(${JSON.stringify(questions)}))`),
    );
  }
  if (contactId) statements.push(...leaveContact(db, leadId, contactId, actor, at));
  await db.batch(statements);
  const erasedAt = lead.erasedAt ?? at;
  try {
    await logErasure(bucket, { leadId, erasedAt });
  } catch (error) {
    console.error(`Lead ${leadId} is erased, but its erasure-log entry could not be written`, error);
    return { outcome: 'log-failed' };
  }
  return lead.erasedAt ? { outcome: 'already-erased', erasedAt } : { outcome: 'erased', erasedAt };
}

/** Whether the lead was erased: it then takes no change but a second erase (docs/decisions/085). */
export const isErasedLead = async (db: Database, leadId: string) =>
  Boolean((await db.select({ erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, leadId)).get())?.erasedAt);

/** The chat conversation's questions, as the unanswered list keeps them (docs/product.md §12.6). */
async function questionsOf(db: Database, session: string): Promise<string[]> {
  const asked = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, session), eq(chatMessages.role, 'user')))
    .all();
  return [...new Set(asked.map((message) => normaliseQuestion(message.content)))];
}

/**
 * The erased lead leaves its contact: linking the tombstone to the person's other leads would keep who it was.
 * A contact left with one lead is dissolved, as an un-merge leaves it (docs/product.md §12.9), with that
 * lead's 'unmerged' entry.
 */
function leaveContact(db: Database, leadId: string, contactId: string, actor: string, at: string) {
  const othersCount = sql`(select count(*) from ${contactLeads} where ${contactLeads.contactId} = ${contactId} and ${contactLeads.leadId} <> ${leadId})`;
  const dissolves = sql`${othersCount} = 1`;
  return [
    // Columns in table order: id (auto), lead_id, at, actor, kind, before, after.
    db.insert(leadEvents).select(
      sql`select null, ${contactLeads.leadId}, ${at}, ${actor}, 'unmerged', ${JSON.stringify({ contactId })},
          ${JSON.stringify({ contactId: null })} from ${contactLeads}
          where ${contactLeads.contactId} = ${contactId} and ${contactLeads.leadId} <> ${leadId} and ${dissolves}`,
    ),
    db.delete(contactLeads).where(and(eq(contactLeads.contactId, contactId), dissolves)),
    db.delete(contactLeads).where(eq(contactLeads.leadId, leadId)),
    db
      .delete(contacts)
      .where(
        and(
          eq(contacts.id, contactId),
          sql`not exists (select 1 from ${contactLeads} where ${contactLeads.contactId} = ${contactId})`,
        ),
      ),
  ];
}
