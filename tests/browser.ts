/**
 * The one Chromium every browser test uses: Debian's, because test tools cannot download their own here.
 * Set CHROMIUM_PATH to use another (for example Playwright's own browser on a Mac).
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Playwright suites drive pages, so they use Debian's headless shell: the same Chromium without the
 * desktop browser around it, about a fifth less time for the end-to-end suite on a two-core machine
 * (docs/decisions/041). Story screenshots, in vitest and from the built Storybook, keep the browser their
 * baselines were made with.
 */
export const headlessShellExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Without these, Chromium keeps trying to reach Google's services, which this network refuses. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  '--font-render-hinting=none',
];

/**
 * How far a story's picture may stray from its baseline: vitest's pixelmatch comparison with its colour
 * threshold, anti-aliased pixels ignored, and not one pixel beyond that. The stories layer and the check of
 * the built Storybook (tests/storybook/site-look.spec.ts) both compare with it.
 */
export const screenshotTolerance = { threshold: 0.1, includeAA: false, allowedMismatchedPixels: 0 } as const;

/**
 * A Playwright trace of a failed test, for the developer who runs the suite here. CI keeps only the run's log,
 * so there the suites record nothing: recording a snapshot of every action costs a large share of the
 * end-to-end suite's time (docs/benchmarks.md, "npm test on a fresh clone").
 */
export const traceOnFailure = process.env.CI ? 'off' : 'retain-on-failure';
