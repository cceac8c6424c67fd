import { sql } from 'drizzle-orm';
import { database } from '../../db/client';
import { leads } from '../../db/schema';
import { erasureLogPrefix, readErasureLog } from '../pipeline/erasure-log';
import { eraseLead } from '../pipeline/lead-erasure';

/**
 * Backups and restores of D1 (docs/decisions/093, docs/deploy.md "Backups"). `wrangler d1 export` cannot export
 * a database with a virtual table (docs/decisions/069), so a snapshot holds the rows of every ordinary table,
 * read in one batch, and leaves out the search index and its shadow tables; a restore loads them into a
 * freshly migrated database, rebuilds the index, and erases again every lead the erasure log names.
 */

export type Row = Record<string, unknown>;

export interface Snapshot {
  /** When the batch that read the rows was sent. */
  takenAt: string;
  /** The last migration applied: a snapshot loads only into a database migrated exactly as far. */
  schemaVersion: string;
  tables: Record<string, Row[]>;
  /** SQLite's counters of AUTOINCREMENT ids, so a restored database never hands out an id it gave before. */
  sequences: { name: string; seq: number }[];
}

/** An R2 object as the manifest lists it: the bucket is not rolled back by a D1 restore, so it is only listed. */
export interface ObjectRecord {
  key: string;
  size: number;
  etag: string;
  uploaded: string;
}

/** Wrangler's record of applied migrations: a fresh database gets it from the migrations themselves. */
const migrationsTable = 'd1_migrations';

/**
 * The ordinary tables: not SQLite's or D1's own, not the migrations' record, and not a virtual table (the
 * search index, `leads_search`) or its shadow tables, which SQLite lists as `virtual` and `shadow`.
 */
async function ordinaryTables(d1: D1Database): Promise<string[]> {
  const { results } = await d1.prepare('pragma table_list').all<{ schema: string; name: string; type: string }>();
  return results
    .filter(
      ({ schema, name, type }) =>
        schema === 'main' && type === 'table' && !/^(sqlite_|_cf_)/.test(name) && name !== migrationsTable,
    )
    .map(({ name }) => name)
    .toSorted();
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Reads every ordinary table in one batch: D1 runs a batch as one transaction, so the rows are one consistent
 * state of the database, whatever the Worker writes meanwhile.
 */
export async function takeSnapshot(d1: D1Database): Promise<Snapshot> {
  const tables = await ordinaryTables(d1);
  const takenAt = new Date().toISOString();
  const [migrations, sequences, ...contents] = await d1.batch<Row>([
    d1.prepare(`select name from ${migrationsTable} order by id`),
    d1.prepare('select name, seq from sqlite_sequence'),
    ...tables.map((table) => d1.prepare(`select * from ${quoted(table)}`)),
  ]);
  const schemaVersion = migrations?.results.at(-1)?.name;
  if (typeof schemaVersion !== 'string') throw new Error('The database has no migration applied');
  return {
    takenAt,
    schemaVersion,
    tables: Object.fromEntries(tables.map((table, index) => [table, contents[index]?.results ?? []])),
    sequences: (sequences?.results ?? []).flatMap(({ name, seq }) =>
      typeof name === 'string' && typeof seq === 'number' && name !== migrationsTable ? [{ name, seq }] : [],
    ),
  };
}

/** Every object in the bucket but the erasure log's, with its size and etag, listed page by page. */
export async function objectManifest(bucket: R2Bucket): Promise<ObjectRecord[]> {
  const objects: ObjectRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list(cursor ? { cursor } : {});
    for (const object of page.objects) {
      if (object.key.startsWith(erasureLogPrefix)) continue;
      objects.push({ key: object.key, size: object.size, etag: object.etag, uploaded: object.uploaded.toISOString() });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects;
}

/** A SHA-256 of a table's rows in a fixed order: equal rows give equal digests, wherever they were read. */
export async function tableDigest(rows: readonly Row[]): Promise<string> {
  const lines = rows.map((row) => JSON.stringify(row)).toSorted();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(lines.join('\n')));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Each table's row count and digest, as a snapshot's manifest lists them and a restore checks them. */
export async function tableSummaries(snapshot: Snapshot): Promise<Record<string, { rows: number; sha256: string }>> {
  const entries = await Promise.all(
    Object.entries(snapshot.tables).map(
      async ([table, rows]) => [table, { rows: rows.length, sha256: await tableDigest(rows) }] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** The tables in an order where each comes after every table its foreign keys name. */
export async function foreignKeyOrder(d1: D1Database, tables: readonly string[]): Promise<string[]> {
  const references = new Map<string, string[]>();
  for (const table of tables) {
    const { results } = await d1.prepare(`pragma foreign_key_list(${quoted(table)})`).all<{ table: string }>();
    references.set(
      table,
      results.map((reference) => reference.table).filter((name) => name !== table && tables.includes(name)),
    );
  }
  const ordered: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`The foreign keys of ${[...path, table].join(' -> ')} form a cycle`);
    for (const referenced of references.get(table) ?? []) visit(referenced, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/**
 * Tables that triggers keep from `leads` and `lead_events` (docs/decisions/069). Inserting the rows fires those
 * triggers and fills them again, but not exactly: an erased lead's funnel facts keep what its deleted timeline
 * said (docs/decisions/080), and a count can sit at zero. So they are emptied after the inserts and loaded as
 * the snapshot holds them, which the same transaction's triggers made consistent with the rows.
 */
const keptByTriggers = ['lead_counts', 'lead_weeks', 'lead_funnel_facts'];

/** Rows per insert: each batch statement carries its rows as one JSON parameter. */
const rowsPerInsert = 500;

function insertRows(d1: D1Database, table: string, rows: readonly Row[]): D1PreparedStatement[] {
  const [first] = rows;
  if (!first) return [];
  const columns = Object.keys(first);
  const values = columns.map((column) => `json_extract(value, '$.${quoted(column).replaceAll("'", "''")}')`);
  const statement = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) select ${values.join(', ')} from json_each(?)`;
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    statements.push(d1.prepare(statement).bind(JSON.stringify(rows.slice(start, start + rowsPerInsert))));
  }
  return statements;
}

export interface RestoreResult {
  rows: number;
  /** The leads the erasure log named that the snapshot still held unerased, erased again. */
  erasedAgain: string[];
}

/** The actor of an erasure re-applied from the log: the log names no one (docs/decisions/093). */
export const restoreActor = 'restore (erasure log)';

/**
 * Loads a snapshot into a freshly migrated, empty database in one batch (all or nothing): rows in foreign-key
 * order, the trigger-kept tables as the snapshot holds them, and the search index rebuilt from the leads. Then
 * every lead the erasure log names that the snapshot holds unerased is erased again, at its logged time.
 */
export async function restoreSnapshot(d1: D1Database, bucket: R2Bucket, snapshot: Snapshot): Promise<RestoreResult> {
  const { results: applied } = await d1
    .prepare(`select name from ${migrationsTable} order by id`)
    .all<{ name: string }>();
  const version = applied.at(-1)?.name;
  if (version !== snapshot.schemaVersion) {
    throw new Error(
      `The snapshot was taken at migration ${snapshot.schemaVersion}, the database is at ${version ?? 'none'}: restore it with the code of that migration`,
    );
  }
  const tables = await ordinaryTables(d1);
  const missing = Object.keys(snapshot.tables).filter((table) => !tables.includes(table));
  if (missing.length > 0) throw new Error(`The database has no table ${missing.join(', ')}`);
  const counts = await d1.batch<{ rows: number }>(
    tables.map((table) => d1.prepare(`select count(*) as rows from ${quoted(table)}`)),
  );
  const filled = tables.filter((_, index) => (counts[index]?.results[0]?.rows ?? 0) > 0);
  if (filled.length > 0) throw new Error(`A restore needs an empty database; ${filled.join(', ')} hold rows`);

  const order = await foreignKeyOrder(d1, Object.keys(snapshot.tables));
  const rowsOf = (table: string) => snapshot.tables[table] ?? [];
  await d1.batch([
    ...order
      .filter((table) => !keptByTriggers.includes(table))
      .flatMap((table) => insertRows(d1, table, rowsOf(table))),
    ...keptByTriggers.flatMap((table) =>
      table in snapshot.tables
        ? [d1.prepare(`delete from ${quoted(table)}`), ...insertRows(d1, table, rowsOf(table))]
        : [],
    ),
    d1.prepare(`insert into leads_search (leads_search) values ('rebuild')`),
    // The inserts moved each counter to the highest id restored; the snapshot's may be higher still.
    d1
      .prepare(
        `update sqlite_sequence set seq = max(seq, (select json_extract(value, '$.seq') from json_each(?1)
          where json_extract(value, '$.name') = sqlite_sequence.name)) where name in (select json_extract(value, '$.name') from json_each(?1))`,
      )
      .bind(JSON.stringify(snapshot.sequences)),
    d1
      .prepare(
        `insert into sqlite_sequence (name, seq) select json_extract(value, '$.name'), json_extract(value, '$.seq')
          from json_each(?1) where json_extract(value, '$.name') not in (select name from sqlite_sequence)`,
      )
      .bind(JSON.stringify(snapshot.sequences)),
  ]);

  return {
    rows: Object.values(snapshot.tables).reduce((sum, rows) => sum + rows.length, 0),
    erasedAgain: await eraseAgainFromLog(d1, bucket),
  };
}

/**
 * Erases again every lead the erasure log names that the database holds unerased, at its logged time: after a
 * snapshot is loaded, or after Time Travel rolled the deployed database back (docs/deploy.md). Returns their ids.
 */
export async function eraseAgainFromLog(d1: D1Database, bucket: R2Bucket): Promise<string[]> {
  const db = database(d1);
  const log = await readErasureLog(bucket);
  const logged = [...new Set(log.map((entry) => entry.leadId))];
  const unerased = new Set(
    logged.length === 0
      ? []
      : (
          await db
            .select({ id: leads.id, erasedAt: leads.erasedAt })
            .from(leads)
            .where(sql`${leads.id} in (select value from json_each(${JSON.stringify(logged)}))`)
            .all()
        )
          .filter((lead) => lead.erasedAt === null)
          .map((lead) => lead.id),
  );
  const erasedAgain: string[] = [];
  for (const entry of log) {
    if (!unerased.has(entry.leadId)) continue;
    unerased.delete(entry.leadId);
    const result = await eraseLead(db, bucket, entry.leadId, restoreActor, null, entry.erasedAt);
    if (result.outcome !== 'erased')
      throw new Error(`Lead ${entry.leadId} could not be erased again: ${result.outcome}`);
    erasedAgain.push(entry.leadId);
  }
  return erasedAgain;
}
