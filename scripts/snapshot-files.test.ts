import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Snapshot } from '../worker/services/backup/snapshot';
import { readSnapshot, writeSnapshot } from './snapshot-files';

const snapshot: Snapshot = {
  takenAt: '2026-11-29T07:00:00.000Z',
  schemaVersion: '0020_unverified_leads.sql',
  sequences: [{ name: 'lead_events', seq: 2 }],
  tables: {
    leads: [{ id: 'a', name: 'Maya Chen', estimated_value: null }],
    lead_events: [
      { id: 1, lead_id: 'a', kind: 'created' },
      { id: 2, lead_id: 'a', kind: 'note' },
    ],
    projects: [],
  },
};
const objects = [{ key: 'lead-files/x', size: 3, etag: 'e', uploaded: '2026-11-29T06:00:00.000Z' }];

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a snapshot on disk (docs/deploy.md, "Backups and restore")', () => {
  it('reads back exactly what was written, under a directory named by its time', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'snapshot-'));
    const directory = await writeSnapshot(root, snapshot, objects);
    expect(path.basename(directory)).toBe('2026-11-29T07-00-00.000Z');
    expect(await readSnapshot(directory)).toEqual({ snapshot, objects });
    const manifest = JSON.parse(readFileSync(path.join(directory, 'manifest.json'), 'utf8'));
    expect(manifest.tables.lead_events.rows).toBe(2);
    expect(manifest.tables.leads.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a table file that no longer matches its digest', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'snapshot-'));
    const directory = await writeSnapshot(root, snapshot, objects);
    writeFileSync(path.join(directory, 'tables', 'leads.json'), JSON.stringify([{ id: 'a', name: 'Someone else' }]));
    await expect(readSnapshot(directory)).rejects.toThrow("The snapshot's leads do not match its manifest");
  });
});
