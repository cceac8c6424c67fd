import { execFileSync } from 'node:child_process';
import { e2eStateDir } from '../tests/support/server';

/**
 * Which database staff tooling writes to: `local` is the development database under `.wrangler/state`
 * (the one `npm run dev` uses), `remote` the real Cloudflare D1 (needs `wrangler login`), `e2e` the fresh
 * database the end-to-end server runs on (so tests set up codes and accounts the way staff would).
 */
export type D1Target = 'local' | 'remote' | 'e2e';

const targetArgs: Record<D1Target, string[]> = {
  local: ['--local'],
  remote: ['--remote'],
  e2e: ['--local', '--config', 'build/server/wrangler.json', '--persist-to', e2eStateDir],
};

// A local database is one SQLite file that the served Worker (and the end-to-end tests' readers) write to:
// a write can find it locked for a moment, and then it is made again.
const lockedDatabase = /SQLITE_BUSY|database is locked/i;
const attemptsWhenLocked = 3;

/** Runs SQL on the `DB` binding with wrangler; a failure carries what wrangler said. */
export const executeD1 = <Row = Record<string, unknown>>(sql: string, target: D1Target): Row[] =>
  executeD1At<Row>(sql, targetArgs[target], target !== 'remote');

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

/** A SQL string literal. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
