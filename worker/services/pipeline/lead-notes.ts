import type { LeadNote } from '@site/domain/leads/pipeline';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadEvents, leads } from '../../db/schema';
import { nowIso } from './changes';

/** The timeline kind of a note: what staff said or did, in their words (docs/product.md §12.7). */
export const noteEventKind = 'note';

/**
 * Adds a note to the lead's timeline with its author and time. A note is an entry of its own, not an edit
 * of the lead's `notes` field (the spec's one text), so two staff noting calls at once never overwrite each
 * other and no version check is needed. The insert reads the lead row, so a note on a lead that does not
 * exist, or on an erased one (docs/decisions/085), writes nothing.
 */
export async function addLeadNote(
  db: Database,
  leadId: string,
  note: LeadNote,
  actor: string,
): Promise<{ outcome: 'added' | 'missing' | 'erased' }> {
  const inserted = await db
    .insert(leadEvents)
    .select(
      db
        .select({
          // drizzle names every column of the table in its order; null lets SQLite number the event.
          id: sql<number>`null`.as('id'),
          leadId: leads.id,
          at: sql<string>`${nowIso}`.as('at'),
          actor: sql<string>`${actor}`.as('actor'),
          kind: sql<string>`${noteEventKind}`.as('kind'),
          before: sql<string | null>`null`.as('before'),
          after: sql<string>`${JSON.stringify({ text: note.text })}`.as('after'),
        })
        .from(leads)
        .where(and(eq(leads.id, leadId), isNull(leads.erasedAt))),
    )
    .returning({ id: leadEvents.id });
  if (inserted.length > 0) return { outcome: 'added' };
  const lead = await db.select({ erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, leadId)).get();
  return { outcome: lead ? 'erased' : 'missing' };
}
