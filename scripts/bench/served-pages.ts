import { readdirSync } from 'node:fs';
import { publishedPages } from '../../app/content/pages';
import { measureLighthouse, median, type LighthouseResult } from './lighthouse';
import { serveBuild } from './served-build';
import { requestsPerSecond } from './throughput';

const runsOf = (result: LighthouseResult) =>
  result.tbtRunsMs.map((ms) => ms.toFixed(0)).join(', ') +
  (result.busyRuns > 0 ? ` (${result.busyRuns} on a busy machine)` : '') +
  `; benchmark index ${result.benchmarkIndex.toFixed(0)}`;

export interface ServedPages {
  lighthouse: LighthouseResult[];
  htmlPerSecond: number;
  assetPerSecond: number;
  assetPath: string;
}

/**
 * Lighthouse on every public page and the throughput of the home page's HTML against one of its own
 * stylesheets, both from the built Worker on 127.0.0.1 in one run.
 *
 * Lighthouse times the page's tasks on this machine, so nothing may load the machine just before. The first
 * run after the throughput load measured the home page's blocking time at 91 ms, the next ones 38 and 15
 * (docs/decisions/055). So Lighthouse goes first, after one run that is not counted: the first browser start
 * and the server's first pages are slower too. Every page and asset is requested once before, so the proxy
 * has compressed each before Lighthouse asks for it (docs/decisions/056).
 */
export async function measureServedPages(
  log: (line: string) => void,
  routes = publishedPages.map((page) => page.path),
): Promise<ServedPages> {
  const served = await serveBuild();
  try {
    const assets = readdirSync('build/client/assets').map((file) => `/assets/${file}`);
    for (const path of [...publishedPages.map((page) => page.path), ...assets]) {
      await (await fetch(`${served.compressedUrl}${path}`)).arrayBuffer();
    }
    await measureLighthouse(served.compressedUrl, '/', 1);
    const lighthouse: LighthouseResult[] = [];
    for (const route of routes) {
      const result = await measureLighthouse(served.compressedUrl, route);
      log(
        `lighthouse ${route}: ${result.score} (LCP ${result.lcpMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, TBT ${result.tbtMs.toFixed(0)} ms; runs ${runsOf(result)})`,
      );
      lighthouse.push(result);
    }
    const home = await (await fetch(`${served.plainUrl}/`)).text();
    const assetPath = /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
    if (!assetPath) throw new Error('The home page links no stylesheet to compare with');
    const htmlPerSecond = await requestsPerSecond(`${served.plainUrl}/`);
    const assetPerSecond = await requestsPerSecond(`${served.plainUrl}${assetPath}`);
    log(`throughput: / ${htmlPerSecond.toFixed(0)} req/s, ${assetPath} ${assetPerSecond.toFixed(0)} req/s`);
    return { lighthouse, htmlPerSecond, assetPerSecond, assetPath };
  } finally {
    await served.stop();
  }
}

/** The markdown tables the report shows for one measured build. */
export function servedPagesTables(result: ServedPages): string {
  const medianScore = median(result.lighthouse.map((row) => row.score));
  const rows = result.lighthouse.map(
    (row) =>
      `| \`${row.route}\` | ${row.score} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} ms | ${runsOf(row)} |`,
  );
  return [
    '| Route | Score | LCP | CLS | TBT | TBT of each run |',
    '|---|---|---|---|---|---|',
    ...rows,
    `| median | ${medianScore} | | | | |`,
    '',
    `Throughput (10 connections, 5 s each, same server): home page HTML ${result.htmlPerSecond.toFixed(0)} req/s, ` +
      `a stylesheet (\`${result.assetPath}\`) ${result.assetPerSecond.toFixed(0)} req/s: ` +
      `${(result.htmlPerSecond / result.assetPerSecond).toFixed(2)}x.`,
  ].join('\n');
}
