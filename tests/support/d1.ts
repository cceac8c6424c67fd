import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as MiniflareModule from 'miniflare';
import { e2eStateDir } from './server';

// The Miniflare of the wrangler that serves the end-to-end Worker (other packages bring older ones), so the
// database files are read by the same runtime that writes them.
const fromWrangler = createRequire(createRequire(import.meta.url).resolve('wrangler/package.json'));
const { convertV4MiniflareOptions, Miniflare } = fromWrangler('miniflare') as typeof MiniflareModule;

interface WorkerConfig {
  d1_databases: { binding: string; database_id: string }[];
  r2_buckets: { binding: string; bucket_name: string }[];
}

/**
 * The end-to-end storage, opened once per test worker the way `wrangler d1 execute --local` opens it (a
 * Miniflare instance over the same persisted D1 and R2 files the served Worker writes to), instead of starting
 * wrangler for every query: a wrangler start costs about two seconds, and the tests poll. The runtime is
 * stopped with the worker process (Miniflare's exit hook).
 */
let runtime: InstanceType<typeof Miniflare> | undefined;

function e2eRuntime() {
  runtime ??= (() => {
    const config = JSON.parse(readFileSync('build/server/wrangler.json', 'utf8')) as WorkerConfig;
    const { database_id } = config.d1_databases.find((entry) => entry.binding === 'DB')!;
    const { bucket_name } = config.r2_buckets.find((entry) => entry.binding === 'FILES')!;
    return new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        script: '',
        resourcePersistencePath: path.join(e2eStateDir, 'v3'),
        d1Databases: { DB: database_id },
        r2Buckets: { FILES: bucket_name },
      }),
    );
  })();
  return runtime;
}

const e2eDatabase = () => e2eRuntime().getD1Database('DB') as unknown as Promise<D1Database>;

/** The keys in the end-to-end FILES bucket under `prefix` (docs/decisions/077). */
export async function bucketKeys(prefix: string): Promise<string[]> {
  const bucket = (await e2eRuntime().getR2Bucket('FILES')) as unknown as R2Bucket;
  return (await bucket.list({ prefix })).objects.map((object) => object.key);
}

/**
 * Reads the end-to-end database. Tests write to it only through staff tooling (for example
 * `createAccessCode(label, 'e2e')` of scripts/nda-code.ts), never behind the app's back.
 */
export async function queryD1<Row = Record<string, unknown>>(sql: string): Promise<Row[]> {
  const { results } = await (await e2eDatabase()).prepare(sql).all<Row>();
  return results;
}

export { sqlText } from '../../scripts/d1';
