import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import { applyOfflineEnv } from './offline-env';

/** What the remote config takes from wrangler.toml. */
interface BindingsConfig {
  name?: string;
  compatibility_date?: string;
  d1_databases: { binding: string }[];
  r2_buckets: { binding: string }[];
}

/** A wrangler config of the `DB` and `FILES` bindings only, both marked remote, so the proxy reaches the deployed ones. */
function remoteConfig(): string {
  const config: BindingsConfig = unstable_readConfig({ config: 'wrangler.toml' });
  const directory = path.join('.wrangler', 'backup-remote');
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'wrangler.json');
  writeFileSync(
    file,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      d1_databases: config.d1_databases
        .filter((entry) => entry.binding === 'DB')
        .map((entry) => ({ ...entry, remote: true })),
      r2_buckets: config.r2_buckets
        .filter((entry) => entry.binding === 'FILES')
        .map((entry) => ({ ...entry, remote: true })),
    }),
  );
  return file;
}

/**
 * The D1 and R2 bindings the backup scripts work on: the local ones under `.wrangler/state` (no network), or with
 * `remote` the deployed ones through wrangler's remote bindings (needs `wrangler login`).
 */
export async function backupPlatform(remote: boolean) {
  if (!remote) applyOfflineEnv();
  return getPlatformProxy<Env>(
    remote ? { configPath: remoteConfig(), remoteBindings: true, persist: false } : { remoteBindings: false },
  );
}
