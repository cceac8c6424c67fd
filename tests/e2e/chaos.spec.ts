import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';

const run = promisify(execFile);

/** Words only the fault injector and the chaos entry module carry (docs/decisions/096). */
const injectorMarks = ['fault-injection-siteverify-secret', 'Injected ${', '/__chaos/'];

const sourcesOf = (directory: string) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|mjs)$/.test(file))
    .map((file) => readFileSync(path.join(directory, file), 'utf8'));

test.describe('fault injection stays out of production (docs/decisions/096)', () => {
  test('the built Worker and client carry none of the injector', () => {
    const injector = `${readFileSync('worker/test/faults.ts', 'utf8')}${readFileSync('scripts/chaos/worker.ts', 'utf8')}`;
    for (const mark of injectorMarks) expect(injector, 'the mark is the injector’s own').toContain(mark);
    const built = [...sourcesOf('build/server'), ...sourcesOf('build/client')];
    expect(built.length).toBeGreaterThan(0);
    for (const mark of injectorMarks) {
      expect(
        built.filter((source) => source.includes(mark)),
        mark,
      ).toEqual([]);
    }
  });

  test('a small chaos run against the built Worker loses and duplicates nothing', async () => {
    // Serves its own Worker and database beside the suite's, on its own port; counts, not times, are checked.
    test.setTimeout(240_000);
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/chaos/index.ts', '--leads', '40', '--concurrency', '10', '--files', '0.25'],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`npm run chaos failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    expect(stdout).toMatch(/lost: +0\n/);
    expect(stdout).toMatch(/duplicated: +0\n/);
    expect(stdout).toContain('Nothing lost, nothing duplicated.');
  });
});
