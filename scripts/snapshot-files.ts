import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tableSummaries, type ObjectRecord, type Row, type Snapshot } from '../worker/services/backup/snapshot';

/**
 * A snapshot on disk (docs/deploy.md, "Backups"): `manifest.json` (when, the schema's last migration, each table's
 * row count and SHA-256, SQLite's id counters and the R2 objects with their sizes and etags) and one
 * `tables/<table>.json` of rows per table.
 */
interface Manifest {
  takenAt: string;
  schemaVersion: string;
  sequences: Snapshot['sequences'];
  tables: Record<string, { rows: number; sha256: string }>;
  objects: ObjectRecord[];
}

const manifestFile = 'manifest.json';
const tableFile = (directory: string, table: string) => path.join(directory, 'tables', `${table}.json`);

export async function writeSnapshot(root: string, snapshot: Snapshot, objects: ObjectRecord[]): Promise<string> {
  const directory = path.join(root, snapshot.takenAt.replaceAll(':', '-'));
  mkdirSync(path.join(directory, 'tables'), { recursive: true });
  for (const [table, rows] of Object.entries(snapshot.tables))
    writeFileSync(tableFile(directory, table), JSON.stringify(rows));
  const manifest: Manifest = {
    takenAt: snapshot.takenAt,
    schemaVersion: snapshot.schemaVersion,
    sequences: snapshot.sequences,
    tables: await tableSummaries(snapshot),
    objects,
  };
  writeFileSync(path.join(directory, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return directory;
}

/** Reads a snapshot back, refusing one whose table files do not match the manifest's digests. */
export async function readSnapshot(directory: string): Promise<{ snapshot: Snapshot; objects: ObjectRecord[] }> {
  const manifest = JSON.parse(readFileSync(path.join(directory, manifestFile), 'utf8')) as Manifest;
  const snapshot: Snapshot = {
    takenAt: manifest.takenAt,
    schemaVersion: manifest.schemaVersion,
    sequences: manifest.sequences,
    tables: Object.fromEntries(
      Object.keys(manifest.tables).map((table) => [
        table,
        JSON.parse(readFileSync(tableFile(directory, table), 'utf8')) as Row[],
      ]),
    ),
  };
  const summaries = await tableSummaries(snapshot);
  const changed = Object.keys(manifest.tables).filter(
    (table) => summaries[table]?.sha256 !== manifest.tables[table]?.sha256,
  );
  if (changed.length > 0) throw new Error(`The snapshot's ${changed.join(', ')} do not match its manifest`);
  return { snapshot, objects: manifest.objects };
}
