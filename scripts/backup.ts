/**
 * `npm run backup [-- --remote]`: a snapshot of D1 and a manifest of the R2 objects, written to
 * `backups/<time>/` (docs/deploy.md, "Backups and restore"; docs/decisions/093). Local by default: the
 * development database under `.wrangler/state`; `--remote` reads the deployed database and bucket.
 */
import { objectManifest, takeSnapshot } from '../worker/services/backup/snapshot';
import { backupPlatform } from './backup-platform';
import { writeSnapshot } from './snapshot-files';

const remote = process.argv.includes('--remote');
const platform = await backupPlatform(remote);
try {
  const snapshot = await takeSnapshot(platform.env.DB);
  const objects = await objectManifest(platform.env.FILES);
  const directory = await writeSnapshot('backups', snapshot, objects);
  const rows = Object.values(snapshot.tables).reduce((sum, table) => sum + table.length, 0);
  console.log(
    `Backed up the ${remote ? 'deployed' : 'local'} database at ${snapshot.schemaVersion}: ${rows} rows of ${Object.keys(snapshot.tables).length} tables and ${objects.length} R2 objects listed, in ${directory}`,
  );
} finally {
  await platform.dispose();
}
