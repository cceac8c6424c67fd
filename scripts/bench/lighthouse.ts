import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumExecutable } from '../../tests/browser';
import { waitForQuietMachine } from './quiet-machine';

const run = promisify(execFile);

export interface LighthouseResult {
  route: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Blocking time is the figure that varies most from run to run on a shared machine: each run's, in order. */
  tbtRunsMs: number[];
  /** How many runs started on a machine that never became quiet (docs/decisions/062). */
  busyRuns: number;
  /**
   * Lighthouse's own measure of the machine's speed, the median of the runs: the simulated 4x slowdown is of
   * this machine, so a slower machine shows as more blocking time with no change to the page.
   */
  benchmarkIndex: number;
}

/** What one Lighthouse run measures. */
type OneRun = Pick<LighthouseResult, 'score' | 'lcpMs' | 'cls' | 'tbtMs' | 'benchmarkIndex'>;

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

async function lighthouseOnce(url: string): Promise<OneRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      'lighthouse',
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumExecutable }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as {
      runtimeError?: { code: string; message: string };
      environment: { benchmarkIndex: number };
      categories: { performance: { score: number | null } };
      audits: Record<
        'largest-contentful-paint' | 'cumulative-layout-shift' | 'total-blocking-time',
        { numericValue: number }
      >;
    };
    const { score } = report.categories.performance;
    if (report.runtimeError || score === null) {
      throw new Error(`Lighthouse gave no score: ${report.runtimeError?.code ?? 'unknown'}`);
    }
    return {
      score: Math.round(score * 100),
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      tbtMs: report.audits['total-blocking-time'].numericValue,
      benchmarkIndex: report.environment.benchmarkIndex,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse on Debian's Chromium now and then aborts a run (NO_NAVSTART, target closed): that run is made again. */
async function lighthouseRun(url: string, attempts = 3): Promise<OneRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === attempts) throw error;
      console.warn(`Lighthouse failed on ${url} (${String(error).split('\n')[0]}); running it again`);
    }
  }
}

export const median = (values: number[]): number =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown), each metric the median of `runs`. */
export async function measureLighthouse(baseUrl: string, route: string, runs = 3): Promise<LighthouseResult> {
  const results = [];
  let busyRuns = 0;
  for (let index = 0; index < runs; index++) {
    const machine = await waitForQuietMachine();
    if (!machine.quiet) {
      busyRuns++;
      console.warn(`Running Lighthouse on ${route} on a busy machine (${(machine.idle * 100).toFixed(0)} % idle)`);
    }
    results.push(await lighthouseRun(`${baseUrl}${route}`));
  }
  return {
    route,
    score: median(results.map((result) => result.score)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    cls: median(results.map((result) => result.cls)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    tbtRunsMs: results.map((result) => result.tbtMs),
    busyRuns,
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
  };
}
