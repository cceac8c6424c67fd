import { defineConfig, devices } from '@playwright/test';
import { applyOfflineEnv } from '../../scripts/offline-env.ts';
import { chromiumArgs, headlessShellExecutable, traceOnFailure } from '../browser.ts';

applyOfflineEnv();

const port = 5174;

/**
 * The development server as a newcomer meets it: the README's `npm start` (the local database, then
 * `react-router dev`), with Vite's dependency cache ignored as on a fresh clone, on a port of its own so an
 * open dev server does not get in the way.
 */
export default defineConfig({
  testDir: '.',
  // Each page is visited once, two pages at a time: the first visit of each page is what is tested, and a
  // visit spends much of its time waiting for the network to go quiet.
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // A first visit waits while the development server compiles the page.
  timeout: 60_000,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    trace: traceOnFailure,
    launchOptions: { executablePath: headlessShellExecutable, args: chromiumArgs },
  },
  webServer: {
    command: `npm run db:setup && npm run dev -- --force --strictPort --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
