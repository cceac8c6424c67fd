/**
 * The one Chromium every browser test uses: Debian's, because test tools cannot download their own here.
 * Set CHROMIUM_PATH to use another (for example Playwright's own browser on a Mac).
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Playwright suites drive pages and take no screenshots, so they use Debian's headless shell: the same
 * Chromium without the desktop browser around it, about a fifth less time for the end-to-end suite on a
 * two-core machine (docs/decisions/041). The story screenshots keep the browser their baselines were made with.
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
