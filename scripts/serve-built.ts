/**
 * Serves the BUILT Worker (build/server) on 127.0.0.1 with a brand-new local D1, migrated, and the NDA portal's
 * placeholder sheets in a brand-new local bucket, for end-to-end
 * tests. Run `npm run build` first. The database lives in E2E_STATE_DIR so tests can read it back.
 */
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { e2eBaseUrl, e2ePort, e2eStateDir } from '../tests/support/server';
import { startLocalCron } from './local-cron';
import { putPlaceholderSheets } from './nda-plans';
import { applyOfflineEnv } from './offline-env';
import { newE2eSecrets } from './worker-secrets';

applyOfflineEnv();

const config = 'build/server/wrangler.json';

rmSync(e2eStateDir, { recursive: true, force: true });
execFileSync(
  'wrangler',
  ['d1', 'migrations', 'apply', 'DB', '--local', '--config', config, '--persist-to', e2eStateDir],
  {
    stdio: 'inherit',
  },
);

// The NDA portal's sheets live in the bucket (docs/decisions/077): the placeholders, in this run's state.
putPlaceholderSheets({ persistTo: e2eStateDir });

// The bench's pipeline (scripts/bench/staff-pages.ts) goes in before the server starts: a Durable Object's
// database must not change under it.
const seedFile = process.env.E2E_SEED_SQL;
if (seedFile) {
  execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--config', config, '--persist-to', e2eStateDir, '--file', seedFile],
    {
      stdio: 'inherit',
    },
  );
}

// New secrets per run, so a fresh clone needs no .dev.vars and no secret is ever fixed in the repo; a seed's
// staff passwords were hashed with the pepper it names.
const secrets = Object.entries(newE2eSecrets({ STAFF_PASSWORD_PEPPER: process.env.E2E_STAFF_PASSWORD_PEPPER })).flatMap(
  ([name, value]) => ['--var', `${name}:${value}`],
);
const server = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    config,
    '--persist-to',
    e2eStateDir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(e2ePort),
    ...secrets,
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit' },
);
const stopCron = startLocalCron(() => e2eBaseUrl);
const stop = () => {
  stopCron();
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
