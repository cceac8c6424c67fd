/**
 * The one Chromium every browser test uses: Debian's, because test tools cannot download their own here.
 * Set CHROMIUM_PATH to use another (for example Playwright's own browser on a Mac).
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
