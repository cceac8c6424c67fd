import { execFileSync } from 'node:child_process';

export type D1Target = 'local' | 'remote';

/**
 * Runs SQL on the `DB` binding with wrangler: `local` is the development database under `.wrangler/state`
 * (the one `npm run dev` uses), `remote` the real Cloudflare D1 (needs `wrangler login`).
 */
export function executeD1<Row = Record<string, unknown>>(sql: string, target: D1Target): Row[] {
  const output = execFileSync('wrangler', ['d1', 'execute', 'DB', `--${target}`, '--json', '--command', sql], {
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const results = JSON.parse(output) as { results: Row[] }[];
  return results.flatMap((result) => result.results);
}

/** A SQL string literal. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
