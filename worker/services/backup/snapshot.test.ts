import { erasedLeadName } from '@site/domain/leads/erasure';
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { seedLeads } from '../../../scripts/seed-data';
import { seedPipeline } from '../../../scripts/seed-pipeline';
import { database } from '../../db/client';
import { storeStaffAccount } from '../../test/staff';
import { recordLead } from '../lead-forms/leads';
import { readErasureLog } from '../pipeline/erasure-log';
import { eraseLead } from '../pipeline/lead-erasure';
import { foreignKeyOrder, restoreSnapshot, tableSummaries, takeSnapshot, type Row, type Snapshot } from './snapshot';

const db = database(env.DB);

/** The seed of `npm run db:setup`: the demo leads and a year's pipeline of 360 owned, worked leads. */
async function seedDatabase() {
  const owner = await storeStaffAccount();
  for (const lead of seedLeads) await recordLead(db, { ...lead, actor: 'seed' });
  await seedPipeline(db, [owner]);
  return owner;
}

/**
 * A fresh database in place of the test's: its triggers, the search index, every table and the migrations'
 * record dropped, then every migration applied from the start.
 */
async function freshDatabase() {
  const { results: triggers } = await env.DB.prepare(`select name from sqlite_master where type = 'trigger'`).all<{
    name: string;
  }>();
  const { results: tables } = await env.DB.prepare('pragma table_list').all<{
    schema: string;
    name: string;
    type: string;
  }>();
  const ofType = (type: string) =>
    tables.filter((table) => table.schema === 'main' && table.type === type && !/^(sqlite_|_cf_)/.test(table.name));
  await env.DB.batch([
    env.DB.prepare('pragma defer_foreign_keys = on'),
    ...triggers.map(({ name }) => env.DB.prepare(`drop trigger "${name}"`)),
    ...ofType('virtual').map(({ name }) => env.DB.prepare(`drop table "${name}"`)),
    // Children first: SQLite checks a dropped table's foreign keys against the table it names.
    ...(
      await foreignKeyOrder(
        env.DB,
        ofType('table').map(({ name }) => name),
      )
    )
      .toReversed()
      .map((name) => env.DB.prepare(`drop table "${name}"`)),
    env.DB.prepare('delete from sqlite_sequence'),
  ]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
}

/** The ids of the leads the search index finds for a word, as the search box's prefix term. */
const searchHits = async (word: string) =>
  (
    await env.DB.prepare(
      `select leads.id from leads_search join leads on leads.rowid = leads_search.rowid
        where leads_search match ? order by leads.id`,
    )
      .bind(`"${word}"*`)
      .all<{ id: string }>()
  ).results.map((row) => row.id);

/** A timeline entry but who wrote it. */
const withoutActor = (event: Row) => Object.fromEntries(Object.entries(event).filter(([column]) => column !== 'actor'));

const rowOf = (snapshot: Snapshot, table: string, id: string) => snapshot.tables[table]?.find((row) => row.id === id);

describe('a backup restored into a fresh database (docs/decisions/093)', () => {
  it(
    'holds the same rows, finds the same leads, and keeps an erasure made after the backup',
    { timeout: 180_000 },
    async () => {
      const owner = await seedDatabase();
      const by = { staffId: owner.id, client: 'backup-test-client' };
      const leadRows = await env.DB.prepare('select id, name from leads order by created_at').all<{
        id: string;
        name: string;
      }>();
      const [erasedEarlier, , erasedAfterBackup, ...others] = leadRows.results;
      if (!erasedEarlier || !erasedAfterBackup) throw new Error('The seed made too few leads');
      // A lead erased before the backup: its tombstone and kept funnel facts travel in the snapshot.
      expect((await eraseLead(db, env.FILES, erasedEarlier.id, owner.email, by)).outcome).toBe('erased');

      const backup = await takeSnapshot(env.DB);
      expect(Object.keys(backup.tables)).toContain('leads');
      expect(Object.keys(backup.tables).filter((table) => table.startsWith('leads_search'))).toEqual([]);
      expect(rowOf(backup, 'leads', erasedAfterBackup.id)).toMatchObject({
        name: erasedAfterBackup.name,
        erased_at: null,
      });

      const erasure = await eraseLead(db, env.FILES, erasedAfterBackup.id, owner.email, by);
      if (erasure.outcome !== 'erased') throw new Error(`The erasure answered ${erasure.outcome}`);
      const live = await takeSnapshot(env.DB);
      const words = [
        ...new Set([erasedAfterBackup, ...others.slice(0, 12)].map((lead) => lead.name.split(' ')[0] ?? '')),
      ];
      const liveHits = await Promise.all(words.map(searchHits));
      expect(liveHits.flat()).not.toContain(erasedAfterBackup.id);
      expect(liveHits.flat().length).toBeGreaterThan(words.length - 1);

      await freshDatabase();
      expect(await env.DB.prepare('select count(*) as n from leads').first('n')).toBe(0);
      const restored = await restoreSnapshot(env.DB, env.FILES, backup);
      expect(restored.erasedAgain).toEqual([erasedAfterBackup.id]);
      expect(await readErasureLog(env.FILES)).toHaveLength(2);

      const after = await takeSnapshot(env.DB);
      // Every table, row for row, as the live database after the erasure, but for who erased the lead again: the
      // log names no one, so the timeline's entry and the security log's (docs/decisions/092) say it was the log.
      const { lead_events: liveEvents = [], security_events: liveSecurity = [], ...liveTables } = live.tables;
      const {
        lead_events: restoredEvents = [],
        security_events: restoredSecurity = [],
        ...restoredTables
      } = after.tables;
      expect(restoredSecurity.map(({ kind, subject, actor_id }) => ({ kind, subject, actor_id }))).toEqual(
        liveSecurity.map(({ kind, subject, actor_id }) =>
          subject === erasedAfterBackup.id ? { kind, subject, actor_id: null } : { kind, subject, actor_id },
        ),
      );
      expect(await tableSummaries({ ...after, tables: restoredTables })).toEqual(
        await tableSummaries({ ...live, tables: liveTables }),
      );
      expect(restoredEvents.map(withoutActor)).toEqual(expect.arrayContaining(liveEvents.map(withoutActor)));
      expect(restoredEvents).toHaveLength(liveEvents.length);
      // The order of sqlite_sequence's rows is the order tables first took a row, which says nothing.
      const byTable = (sequences: typeof live.sequences) => sequences.toSorted((a, b) => a.name.localeCompare(b.name));
      expect(byTable(after.sequences)).toEqual(byTable(live.sequences));
      expect(rowOf(after, 'leads', erasedAfterBackup.id)).toMatchObject({
        name: erasedLeadName,
        email: '',
        erased_at: erasure.erasedAt,
      });

      expect(await Promise.all(words.map(searchHits))).toEqual(liveHits);
      expect(await searchHits(erasedAfterBackup.name.split(' ')[0] ?? '')).not.toContain(erasedAfterBackup.id);
      // The rebuilt index agrees with the leads it indexes.
      await env.DB.prepare(`insert into leads_search (leads_search, rank) values ('integrity-check', 1)`).run();
    },
  );

  it('refuses to load into a database that holds rows, and writes nothing', async () => {
    for (const lead of seedLeads) await recordLead(db, { ...lead, actor: 'seed' });
    const backup = await takeSnapshot(env.DB);
    await expect(restoreSnapshot(env.DB, env.FILES, backup)).rejects.toThrow(/A restore needs an empty database/);
    expect(await tableSummaries(await takeSnapshot(env.DB))).toEqual(await tableSummaries(backup));
  });
});
