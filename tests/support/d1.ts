import { execFileSync } from 'node:child_process';
import { e2eStateDir } from './server';

/**
 * Reads the end-to-end database the way staff tooling would: wrangler against the same local D1 files
 * the served Worker writes to. Only for assertions; tests never write behind the app's back.
 */
export function queryD1<Row = Record<string, unknown>>(sql: string): Row[] {
  const output = execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--config', 'build/server/wrangler.json', '--persist-to', e2eStateDir, '--json', '--command', sql],
    { encoding: 'utf8', env: process.env },
  );
  const [result] = JSON.parse(output) as [{ results: Row[] }];
  return result.results;
}

/** SQL string literal for values the test itself chose. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
