/**
 * `npm run restore -- backups/<time>`: loads a snapshot into a fresh local database (docs/deploy.md, "Backups and
 * restore"; docs/decisions/093). The migrations are applied first, so the search index and its triggers exist;
 * the restore refuses a database that holds rows (start from none: `rm -rf .wrangler/state/v3/d1`). Every lead
 * the erasure log in the local bucket names is erased again.
 *
 * `npm run restore -- --erasures-only [--remote]`: only erases again every lead the erasure log names, the step
 * to run right after Time Travel rolled the deployed database back.
 */
import { execFileSync } from 'node:child_process';
import { eraseAgainFromLog, restoreSnapshot } from '../worker/services/backup/snapshot';
import { backupPlatform } from './backup-platform';
import { applyOfflineEnv } from './offline-env';
import { readSnapshot } from './snapshot-files';

const remote = process.argv.includes('--remote');
if (!remote) applyOfflineEnv();
const erasuresOnly = process.argv.includes('--erasures-only');
const directory = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
if (erasuresOnly ? directory !== undefined : !directory || remote) {
  console.error(
    'Usage: npm run restore -- backups/<time>   (into a fresh local database)\n' +
      '       npm run restore -- --erasures-only [--remote]   (after a Time Travel restore: docs/deploy.md)',
  );
  process.exit(1);
}

if (erasuresOnly) {
  const platform = await backupPlatform(remote);
  try {
    const erased = await eraseAgainFromLog(platform.env.DB, platform.env.FILES);
    console.log(
      `Erased again from the erasure log: ${erased.length} lead(s)${erased.length ? `: ${erased.join(', ')}` : ''}`,
    );
  } finally {
    await platform.dispose();
  }
} else if (directory) {
  const { snapshot, objects } = await readSnapshot(directory);
  execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env: process.env });
  const platform = await backupPlatform(false);
  try {
    const result = await restoreSnapshot(platform.env.DB, platform.env.FILES, snapshot);
    console.log(
      `Restored ${result.rows} rows taken at ${snapshot.takenAt}; erased again from the erasure log: ${result.erasedAgain.length}`,
    );
    const missing: string[] = [];
    for (const object of objects) {
      if (!(await platform.env.FILES.head(object.key))) missing.push(object.key);
    }
    if (missing.length > 0) {
      console.log(`${missing.length} of the manifest's R2 objects are not in the bucket (erased since, or lost):`);
      for (const key of missing) console.log(`  ${key}`);
    }
  } finally {
    await platform.dispose();
  }
}
