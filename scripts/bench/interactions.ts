import { devices, chromium, type Locator, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromiumArgs, chromiumExecutable } from '../../tests/browser';
import { median } from './lighthouse';
import { waitForQuietMachine } from './quiet-machine';
import { serveBuild } from './served-build';

/** The bar of issue 36: every interaction a phone visitor makes answers within this, at a 4x CPU slowdown. */
export const interactionBudgetMs = 150;
const cpuSlowdown = 4;
const runs = 3;

interface InteractionCase {
  name: string;
  route: string;
  /** Brings the page to where the visitor taps, the lazily loaded blocks there included. */
  prepare?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /** What the visitor sees once the page has answered: it becomes visible, or hidden when `answerHides`. */
  answer: (page: Page) => Locator;
  answerHides?: boolean;
}

const cases: InteractionCase[] = [
  {
    name: 'menu',
    route: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    answer: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  {
    name: 'chat',
    route: '/',
    target: (page) => page.getByRole('button', { name: 'Chat with us' }),
    answer: (page) => page.getByRole('textbox', { name: 'Your message' }),
  },
  {
    name: 'service card',
    route: '/#services',
    target: (page) => page.getByRole('button', { name: /Construction Management Your project, run daily/ }),
    answer: (page) =>
      page.getByRole('button', { name: /Construction Management Your project, run daily/, expanded: true }),
  },
  {
    name: 'calculator',
    route: '/#calculator',
    // Its choices are native selects (decision 031), whose list is the phone's own picker, outside the page:
    // the page's work is the tap on Calculate once they are made.
    prepare: async (page) => {
      const details = page.getByRole('form', { name: 'Project Details' });
      await details.getByRole('combobox', { name: /Project Type/ }).selectOption({ label: 'Office Space' });
      await details.getByLabel('Square Footage').fill('2000');
      await details.getByRole('combobox', { name: /Location/ }).selectOption({ label: 'Oregon' });
    },
    target: (page) =>
      page.getByRole('form', { name: 'Project Details' }).getByRole('button', { name: 'Calculate Estimate' }),
    answer: (page) => page.getByRole('button', { name: 'Calculating...' }),
  },
  {
    name: 'tabs',
    route: '/build-it',
    target: (page) => page.getByRole('main').getByRole('tab', { name: 'Panel Construction' }),
    answer: (page) => page.getByRole('main').getByRole('tabpanel').getByText('Factory-controlled').first(),
  },
  {
    name: 'gallery viewer',
    route: '/gallery',
    target: (page) => page.getByRole('button', { name: /full screen$/ }).nth(1),
    answer: (page) => page.getByRole('dialog', { name: 'Photo viewer' }),
  },
  {
    name: 'game start',
    route: '/app-login',
    prepare: (page) => page.getByRole('heading', { name: 'Crew Break Room' }).scrollIntoViewIfNeeded(),
    target: (page) => page.getByRole('group', { name: 'Nail board' }).getByRole('button', { name: 'Start Game' }),
    answer: (page) => page.getByText('Bang the Nails!'),
    answerHides: true,
  },
  {
    name: 'staff card',
    route: '/staff',
    target: (page) => page.getByRole('button', { name: /Margaret Ishikawa/ }),
    answer: (page) => page.getByRole('button', { name: /Margaret Ishikawa/, expanded: true }),
  },
];

export interface InteractionResult {
  name: string;
  route: string;
  /** The Event Timing duration of the tap (input to the next paint), median of the runs; 0 when under 16 ms. */
  eventMs: number;
  /** From the tap to its answer being visible, read back by the bench (an upper bound), median of the runs. */
  answerMs: number;
  runsEventMs: number[];
  /** How many runs started on a machine that never became quiet. */
  busyRuns: number;
}

interface EventEntry {
  startTime: number;
  duration: number;
  interactionId: number;
}

declare global {
  interface Window {
    benchEvents?: EventEntry[];
  }
}

/** Starts recording the page's Event Timing entries (the browser reports those of 16 ms and more). */
function recordEvents() {
  window.benchEvents = [];
  // TypeScript's DOM types know neither `interactionId` nor `durationThreshold` yet.
  const options: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const interactionId =
        'interactionId' in entry && typeof entry.interactionId === 'number' ? entry.interactionId : 0;
      if (interactionId > 0)
        window.benchEvents?.push({ startTime: entry.startTime, duration: entry.duration, interactionId });
    }
  }).observe(options);
}

async function measureOnce(page: Page, base: string, entry: InteractionCase) {
  await page.goto(`${base}${entry.route}`);
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
  await entry.prepare?.(page);
  await page.waitForLoadState('networkidle');
  const target = entry.target(page);
  await target.scrollIntoViewIfNeeded();
  await target.waitFor({ state: 'visible' });
  // The visitor taps a page that has settled: what loads lazily on the way is not part of the answer. A core
  // busy with other work would count as the page's own time, as in Lighthouse (docs/decisions/062).
  await page.waitForTimeout(500);
  const machine = await waitForQuietMachine();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await page.evaluate(recordEvents);
    const tappedAt = await page.evaluate(() => performance.now());
    await target.tap();
    await entry.answer(page).waitFor({ state: entry.answerHides ? 'hidden' : 'visible' });
    const answeredAt = await page.evaluate(() => performance.now());
    // Event Timing entries arrive after the paint that ends them.
    await page.waitForTimeout(1000);
    const events = await page.evaluate(() => window.benchEvents ?? []);
    const first = events.filter((event) => event.startTime >= tappedAt);
    const eventMs = Math.max(0, ...first.map((event) => event.duration));
    const started = first.length > 0 ? Math.min(...first.map((event) => event.startTime)) : tappedAt;
    return { eventMs, answerMs: answeredAt - started, busy: !machine.quiet };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** Each interaction on a phone (Pixel 7 viewport, touch) against the built site, at a 4x CPU slowdown. */
export async function measureInteractions(
  log: (line: string) => void,
  names: string[] = [],
): Promise<InteractionResult[]> {
  const served = await serveBuild();
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const results: InteractionResult[] = [];
    const chosen = cases.filter((entry) => names.length === 0 || names.includes(entry.name.replaceAll(' ', '-')));
    for (const entry of chosen) {
      const measured = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        try {
          measured.push(await measureOnce(await context.newPage(), served.plainUrl, entry));
        } finally {
          await context.close();
        }
      }
      const result = {
        name: entry.name,
        route: entry.route,
        eventMs: median(measured.map((run) => run.eventMs)),
        answerMs: median(measured.map((run) => run.answerMs)),
        runsEventMs: measured.map((run) => run.eventMs),
        busyRuns: measured.filter((run) => run.busy).length,
      };
      log(
        `interaction ${result.name} (${result.route}): event ${result.eventMs.toFixed(0)} ms, answer ${result.answerMs.toFixed(0)} ms; runs ${result.runsEventMs.map((ms) => ms.toFixed(0)).join(', ')}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
    await served.stop();
  }
}

const shown = (ms: number) => (ms === 0 ? '< 16 ms' : `${ms.toFixed(0)} ms`);
const marker = /<!-- interactions:start -->[\s\S]*<!-- interactions:end -->/;

/**
 * Writes the interactions' table into its own section of the report, leaving the rest as it is; the rows of
 * interactions not measured this time stay as they were.
 */
export function writeInteractionsSection(results: InteractionResult[], reportPath = 'docs/benchmarks.md') {
  const report = readFileSync(reportPath, 'utf8');
  const earlierRows = (marker.exec(report)?.[0] ?? '').split('\n').filter((line) => line.startsWith('| '));
  const section = `<!-- interactions:start -->
## Interactions on a phone

Measured by \`npm run bench -- interactions\` on ${new Date().toISOString().slice(0, 10)}: the built site served as for
Lighthouse, Debian's Chromium through Playwright with a Pixel 7's viewport and touch, the CPU slowed ${cpuSlowdown}x
(\`Emulation.setCPUThrottlingRate\`) once the page has loaded and settled, then one tap. "Event" is the tap's
Event Timing duration (input to the next paint; the browser reports none under 16 ms), "answer" the time until
what the tap shows is visible, read back by the bench (so a little more than the page took). Median of ${runs}
fresh pages each, each tap once the machine's cores are quiet (as for Lighthouse); the bar is
${interactionBudgetMs} ms (issue 36). The calculator's tap is Calculate once its choices are made: its selects open
the phone's own picker, outside the page (decision 079).

| Interaction | Route | Event | Answer | Event of each run |
|---|---|---|---|---|
${cases
  .map((entry) => {
    const row = results.find((result) => result.name === entry.name);
    // A run of some interactions keeps the others' rows as they were measured.
    if (!row) return earlierRows.find((line) => line.startsWith(`| ${entry.name} |`));
    return `| ${row.name} | \`${row.route}\` | ${shown(row.eventMs)} | ${row.answerMs.toFixed(0)} ms | ${row.runsEventMs.map(shown).join(', ')}${row.busyRuns > 0 ? ` (${row.busyRuns} on a busy machine)` : ''} |`;
  })
  .filter((line) => line !== undefined)
  .join('\n')}
<!-- interactions:end -->`;
  writeFileSync(
    reportPath,
    marker.test(report) ? report.replace(marker, section) : `${report.trimEnd()}\n\n${section}\n`,
  );
}
