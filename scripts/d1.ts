import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { e2eBaseUrl } from '../tests/support/server';

/**
 * Which database staff tooling writes to: `local` is the development database under `.wrangler/state`
 * (the one `npm run dev` uses), `remote` the real Cloudflare D1 (needs `wrangler login`), `e2e` the fresh
 * database the end-to-end server runs on (so tests set up codes and accounts the way staff would).
 */
export type D1Target = 'local' | 'remote' | 'e2e';

// A local database is one SQLite file that a running dev server may be writing to: a write can find it locked
// for a moment, and then it is made again.
const lockedDatabase = /SQLITE_BUSY|database is locked/i;
const attemptsWhenLocked = 3;

/**
 * Runs SQL on the `DB` binding of the database wrangler's `args` name (a local one of a config of its own, as the
 * chaos run's); `whenLocked` makes it again while a served Worker holds the file.
 */
export function executeD1At<Row = Record<string, unknown>>(sql: string, args: string[], whenLocked = true): Row[] {
  for (let attempt = 1; ; attempt++) {
    let output: string;
    try {
      output = execFileSync('wrangler', ['d1', 'execute', 'DB', ...args, '--json', '--command', sql], {
        encoding: 'utf8',
        env: process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 256 * 1024 * 1024,
      });
    } catch (error) {
      const said = `${String((error as { stdout?: unknown }).stdout ?? '')}${String((error as { stderr?: unknown }).stderr ?? '')}`;
      if (whenLocked && attempt < attemptsWhenLocked && lockedDatabase.test(said)) continue;
      throw new Error(`wrangler d1 execute failed (${args.join(' ')}): ${said.trim() || String(error)}`, {
        cause: error,
      });
    }
    const results = JSON.parse(output) as { results: Row[] }[];
    return results.flatMap((result) => result.results);
  }
}

/** The bindings of the built Worker that the end-to-end server runs. */
export const builtWorker = () =>
  JSON.parse(readFileSync('build/server/wrangler.json', 'utf8')) as {
    d1_databases: { binding: string; database_id: string }[];
    r2_buckets: { binding: string; bucket_name: string }[];
  };

/** An endpoint of the end-to-end server's Local Explorer, wrangler's API over the server's own bindings. */
export const e2eExplorer = (path: string) => `${e2eBaseUrl}/cdn-cgi/local/explorer/api/${path}`;

interface ExplorerAnswer {
  success: boolean;
  errors: { message: string }[];
  result?: { results: { columns: string[]; rows: unknown[][] } }[];
}

/** Where `npm run dev` serves; while it runs, the local database is its own. */
const devServerUrl = process.env.DEV_SERVER_URL ?? 'http://127.0.0.1:5173';

/** The `DB` binding's id on each server, asked once: it comes from the server's configuration and never changes. */
const servedDatabaseIds = new Map<string, string>();

async function servedDatabaseId(explorer: string): Promise<string> {
  const known = servedDatabaseIds.get(explorer);
  if (known) return known;
  const listing = (await (await fetch(explorer)).json()) as { result?: { name: string; uuid: string }[] };
  const database = listing.result?.find((entry) => entry.name === 'DB');
  if (!database) throw new Error(`${explorer} lists no DB database`);
  servedDatabaseIds.set(explorer, database.uuid);
  return database.uuid;
}

/**
 * A served database through its server's Local Explorer (wrangler's `/cdn-cgi/local/explorer`), so the query waits
 * its turn in the same D1 object as the Worker's own. A second process opening the SQLite file instead makes
 * whichever writes second fail with SQLITE_BUSY, which production never meets: a lead the Worker could not
 * finish, or a dev server that drops its open connections (workers-sdk #14916).
 */
async function executeOnServer<Row>(baseUrl: string, sql: string): Promise<Row[]> {
  const explorer = `${baseUrl}/cdn-cgi/local/explorer/api/d1/database`;
  const response = await fetch(`${explorer}/${await servedDatabaseId(explorer)}/raw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql }),
  });
  const answer = (await response.json()) as ExplorerAnswer;
  if (!answer.success || !answer.result) {
    throw new Error(`D1 query failed (${baseUrl}): ${answer.errors.map((error) => error.message).join('; ')}`);
  }
  return answer.result.flatMap(({ results: { columns, rows } }) =>
    rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])) as Row),
  );
}

const refused = (error: unknown) =>
  error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';

/**
 * Runs SQL on the `DB` binding; a failure carries what the database said. The local database goes through the dev
 * server while one runs, and is opened by wrangler otherwise.
 */
export async function executeD1<Row = Record<string, unknown>>(sql: string, target: D1Target): Promise<Row[]> {
  if (target === 'e2e') return executeOnServer<Row>(e2eBaseUrl, sql);
  if (target === 'remote') return executeD1At<Row>(sql, ['--remote'], false);
  return executeOnServer<Row>(devServerUrl, sql).catch((error: unknown) => {
    if (refused(error)) return executeD1At<Row>(sql, ['--local']);
    throw error;
  });
}

/** A SQL string literal. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
