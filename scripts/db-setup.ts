/**
 * Local development database: applies every migration to the local D1 (.wrangler/state) and seeds it.
 * Safe to run again: migrations apply once, and seed leads carry fixed idempotency keys.
 */
import { execFileSync } from 'node:child_process';
import { getPlatformProxy } from 'wrangler';
import { database } from '../worker/db/client';
import { applyOfflineEnv } from './offline-env';
import { seedLeads } from './seed-data';
import { captureLead } from '../worker/services/leads';

applyOfflineEnv();

execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env: process.env });

const platform = await getPlatformProxy<Env>();
try {
  const db = database(platform.env.DB);
  let created = 0;
  for (const lead of seedLeads) {
    const result = await captureLead(db, { ...lead, actor: 'seed' });
    if (result.created) created += 1;
  }
  console.log(`Seeded ${created} new lead(s); ${seedLeads.length - created} were already there.`);
} finally {
  await platform.dispose();
}
