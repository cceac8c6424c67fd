import type { FieldErrors } from '@site/domain/forms/validation';
import { getTableColumns, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';

export interface Change<T> {
  before: Partial<T>;
  after: Partial<T>;
}

/**
 * The fields of `wanted` whose value differs from `current`, as an audit entry's before and after (null
 * means empty, so "no estimate" and "cleared" read the same). Null when nothing changes.
 */
export function changesBetween<T extends object>(current: T, wanted: Partial<T>): Change<T> | null {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key in wanted) {
    const next = wanted[key];
    const previous = current[key];
    if ((next ?? null) === (previous ?? null)) continue;
    before[key] = previous;
    after[key] = next;
  }
  return Object.keys(after).length === 0 ? null : { before, after };
}

/** What an edit of an audited record came to (docs/decisions/023). */
export type EditOutcome<T> =
  | { outcome: 'updated'; record: T }
  /** The record changed since the editor loaded it: nothing was written; here is what it is now. */
  | { outcome: 'stale'; current: T }
  | { outcome: 'missing' }
  /** The record is an erased lead, which stays as its erasure left it (docs/decisions/085). */
  | { outcome: 'erased' };

/** An edit naming something that does not exist (an unknown owner): nothing was written. */
export interface InvalidEdit {
  outcome: 'invalid';
  fieldErrors: FieldErrors;
}

/** SQLite's JSON object of `keys`, read from the row's own columns (the audit "before" of an edit). */
export const columnsAsJson = (columns: Record<string, SQLWrapper>, keys: string[]): SQL =>
  sql`json_object(${sql.join(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`No column for the audited field "${key}"`);
      return sql`${key}, ${column}`;
    }),
    sql`, `,
  )})`;

export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The columns after an event's id and record id that an audited edit's timeline entry is selected with: when,
 * who, 'updated', and the changed fields before (read from the row itself inside the batch) and after. Leads and
 * projects keep their events in tables of the same shape, so the entry is written once for both.
 */
export const updatedEventColumns = <T>(table: Table, change: Change<T>, actor: string) => ({
  at: sql<string>`${nowIso}`.as('at'),
  actor: sql<string>`${actor}`.as('actor'),
  kind: sql<string>`'updated'`.as('kind'),
  before: sql<string>`${columnsAsJson(getTableColumns(table), Object.keys(change.before))}`.as('before'),
  after: sql<string>`${JSON.stringify(change.after)}`.as('after'),
});
