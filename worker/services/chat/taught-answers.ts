import type { AdminTaughtAnswer, TaughtAnswer, TaughtAnswerFields } from '@site/domain/assistant/taught';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taughtAnswers } from '../../db/schema';
import { nowIso, type EditOutcome } from '../pipeline/changes';

/**
 * The answers staff taught the assistant (docs/product.md §8.6, docs/decisions/087). The chat reads the ones in
 * use on every message, by their index, instead of keeping a copy per isolate: a copy could not learn that
 * staff in another isolate changed one, and the read costs one indexed query beside the exchange's writes.
 */
export function activeTaughtAnswers(db: Database): Promise<TaughtAnswer[]> {
  return db
    .select({
      id: taughtAnswers.id,
      question: taughtAnswers.question,
      answer: taughtAnswers.answer,
      href: taughtAnswers.href,
    })
    .from(taughtAnswers)
    .where(isNull(taughtAnswers.retiredAt))
    .all();
}

/** Every taught answer for staff, those in use first, the most used first. */
export function listTaughtAnswers(db: Database): Promise<AdminTaughtAnswer[]> {
  return db
    .select()
    .from(taughtAnswers)
    .orderBy(sql`${taughtAnswers.retiredAt} is not null`, desc(taughtAnswers.uses), desc(taughtAnswers.updatedAt))
    .all();
}

/** The statement that counts one more use of a taught answer, for the batch that stores the exchange. */
export const countTaughtUse = (db: Database, id: string) =>
  db
    .update(taughtAnswers)
    .set({ uses: sql`${taughtAnswers.uses} + 1` })
    .where(eq(taughtAnswers.id, id));

/** A new taught answer, written and audited as `actor`'s. */
export async function teachAnswer(db: Database, fields: TaughtAnswerFields, actor: string): Promise<AdminTaughtAnswer> {
  const [created] = await db
    .insert(taughtAnswers)
    .values({ id: crypto.randomUUID(), ...fields, createdBy: actor, updatedBy: actor })
    .returning();
  if (!created) throw new Error('D1 returned no row for the inserted taught answer');
  return created;
}

/**
 * Changes a taught answer made from the version `loaded` (its `updatedAt`); someone else's change since then
 * is `stale` and nothing is written (docs/decisions/023). Retiring is a change like any other.
 */
async function change(
  db: Database,
  id: string,
  loaded: string,
  set: Partial<TaughtAnswerFields> & { retiredAt?: typeof nowIso },
  actor: string,
): Promise<EditOutcome<AdminTaughtAnswer>> {
  const [updated] = await db
    .update(taughtAnswers)
    .set({ ...set, updatedAt: nowIso, updatedBy: actor })
    .where(and(eq(taughtAnswers.id, id), eq(taughtAnswers.updatedAt, loaded)))
    .returning();
  if (updated) return { outcome: 'updated', record: updated };
  const current = await db.select().from(taughtAnswers).where(eq(taughtAnswers.id, id)).get();
  return current ? { outcome: 'stale', current } : { outcome: 'missing' };
}

export const editTaughtAnswer = (db: Database, id: string, loaded: string, fields: TaughtAnswerFields, actor: string) =>
  change(db, id, loaded, fields, actor);

/** The assistant stops giving it from the next message on; the row, its count and its authors stay. */
export const retireTaughtAnswer = (db: Database, id: string, loaded: string, actor: string) =>
  change(db, id, loaded, { retiredAt: nowIso }, actor);
