import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Requests per second one URL sustains from 10 connections for a few seconds (autocannon, loopback only). */
export async function requestsPerSecond(url: string, seconds = 5): Promise<number> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`Load is only generated against 127.0.0.1, not ${url}`);
  const { stdout } = await run('autocannon', ['--json', '--connections', '10', '--duration', String(seconds), url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number; errors: number };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}
