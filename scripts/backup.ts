/**
 * `npm run backup [-- --remote]`: a snapshot of D1 and a manifest of the R2 objects, written to
 * `backups/<time>/` (docs/deploy.md, "Backups and restore"; docs/decisions/093). Local by default: the
 * development database under `.wrangler/state`; `--remote` reads the deployed database and bucket. It records
 * its run in that database's `job_runs`, for the health page.
 */
import { database } from '../worker/db/client';
import { objectManifest, takeSnapshot } from '../worker/services/backup/snapshot';
import { recordJobRun } from '../worker/services/health/health';
import { backupPlatform } from './backup-platform';
import { writeSnapshot } from './snapshot-files';

const remote = process.argv.includes('--remote');
const platform = await backupPlatform(remote);
try {
  const startedAt = Date.now();
  const snapshot = await takeSnapshot(platform.env.DB);
  const objects = await objectManifest(platform.env.FILES);
  const directory = await writeSnapshot('backups', snapshot, objects);
  // The health page's "Last backup" (docs/decisions/097): written to the database backed up, after the snapshot.
  await recordJobRun(database(platform.env.DB), 'backup', startedAt, Date.now());
  const rows = Object.values(snapshot.tables).reduce((sum, table) => sum + table.length, 0);
  console.log(
    `Backed up the ${remote ? 'deployed' : 'local'} database at ${snapshot.schemaVersion}: ${rows} rows of ${Object.keys(snapshot.tables).length} tables and ${objects.length} R2 objects listed, in ${directory}`,
  );
} finally {
  await platform.dispose();
}
