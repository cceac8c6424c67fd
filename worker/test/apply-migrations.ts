import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach } from 'vitest';

// Every test file starts from the real schema of migrations/, exactly as wrangler applies it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Storage outlives a single test here, so each test starts with empty tables.
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('delete from lead_events'), env.DB.prepare('delete from leads')]);
});
