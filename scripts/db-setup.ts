/**
 * Local development database: writes the local signing secret if it is missing, applies every migration to
 * the local D1 (.wrangler/state), seeds demo leads and makes a fresh NDA access code, which it prints.
 * Safe to run again: migrations apply once, seed leads carry fixed idempotency keys, and the previous local
 * access code is revoked when the new one is made.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { getPlatformProxy } from 'wrangler';
import { database } from '../worker/db/client';
import { randomBytes, toBase64Url } from '../worker/services/crypto';
import { recordLead } from '../worker/services/leads';
import { createAccessCode, revokeAccessCodesLabelled } from './nda-code';
import { applyOfflineEnv } from './offline-env';
import { seedLeads } from './seed-data';

const devVars = '.dev.vars';
const localCodeLabel = 'Local development';

/** Wrangler reads `.dev.vars` (git-ignored) as the Worker's secrets in local development. */
function ensureLocalGrantSecret(): void {
  const current = existsSync(devVars) ? readFileSync(devVars, 'utf8') : '';
  if (/^NDA_GRANT_SECRET=/m.test(current)) return;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  appendFileSync(devVars, `${separator}NDA_GRANT_SECRET="${toBase64Url(randomBytes(32))}"\n`);
  console.log(`Wrote a random NDA_GRANT_SECRET to ${devVars} for local development.`);
}

applyOfflineEnv();
ensureLocalGrantSecret();

execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env: process.env });

const platform = await getPlatformProxy<Env>();
try {
  const db = database(platform.env.DB);
  let created = 0;
  for (const lead of seedLeads) {
    const result = await recordLead(db, { ...lead, actor: 'seed' });
    if (result.outcome === 'created') created += 1;
  }
  console.log(`Seeded ${created} new lead(s); ${seedLeads.length - created} were already there.`);
} finally {
  await platform.dispose();
}

revokeAccessCodesLabelled(localCodeLabel, 'local');
const { code } = await createAccessCode(localCodeLabel, 'local');
console.log(`\nNDA portal access code for local development (/nda-subdivision): ${code}`);
console.log('Running db:setup again replaces it. Manage codes with: npm run nda:code -- list | create | revoke\n');
