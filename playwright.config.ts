import { defineConfig, devices } from '@playwright/test';
import { applyOfflineEnv } from './scripts/offline-env.ts';
import { chromiumArgs, headlessShellExecutable, traceOnFailure } from './tests/browser.ts';
import { e2eBaseUrl, e2ePort } from './tests/support/server.ts';

applyOfflineEnv();

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const staffSpecs = '**/admin*.spec.ts';
// Files with a request are sent from a phone (its camera, its picker): that pass is the one that matters.
const phoneOnlySpecs = '**/lead-files.spec.ts';

/** End-to-end tests drive the BUILT Worker (`npm run build` first) with a brand-new local D1. */
export default defineConfig({
  testDir: 'tests/e2e',
  // One server and one database. A visitor's test keeps to its own rows (its own e-mail address and client
  // tag), so two of those files run at once. The staff files read lists, boards and counts that the visitor
  // files' leads change, so they run after every visitor file; each keeps to its own accounts and to leads
  // named with its own token, so two of their tests run at once too.
  workers: 2,
  // Waits for what a page shows, not speed limits: a CI machine shared with other jobs can be slow for a
  // while, and a lead's round trip through the Worker then takes longer than Playwright's 5 s default.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eBaseUrl,
    trace: traceOnFailure,
    launchOptions: { executablePath: headlessShellExecutable, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: [staffSpecs, phoneOnlySpecs] },
    // The phone pass runs what a phone changes: the shell and its menu, the home page's first screen, every
    // page's layout, axe and console at phone size. The form, portal and header flows are the same code at
    // any width (their phone layouts are story screenshots), and staff work at a desk, so they run on the
    // desktop project only; running everything twice made end to end most of CI's time (docs/decisions/002).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      testMatch: [
        '**/shell.spec.ts',
        '**/home.spec.ts',
        '**/pages.spec.ts',
        '**/console.spec.ts',
        '**/visitor-details.spec.ts',
        '**/case-pages.spec.ts',
        phoneOnlySpecs,
      ],
    },
    { name: 'staff', use: desktop, testMatch: staffSpecs, dependencies: ['desktop', 'phone'], fullyParallel: true },
  ],
  webServer: {
    command: 'tsx scripts/serve-built.ts',
    url: `${e2eBaseUrl}/`,
    env: { E2E_PORT: String(e2ePort) },
    // Never reuse: every run starts from an empty, freshly migrated database.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
