import { defineConfig, devices } from '@playwright/test';
import { applyOfflineEnv } from '../../scripts/offline-env.ts';
import { chromiumArgs, chromiumExecutable, headlessShellExecutable } from '../browser.ts';

applyOfflineEnv();

const port = Number(process.env.STORYBOOK_PORT ?? 6106);

/**
 * The PUBLISHED Storybook (`npm run build-storybook` first), served by wrangler from its own config exactly
 * as it deploys (storybook.wrangler.toml).
 */
export default defineConfig({
  testDir: '.',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'pages',
      testIgnore: 'site-look.spec.ts',
      use: { launchOptions: { executablePath: headlessShellExecutable, args: chromiumArgs } },
    },
    // Its pictures are compared with the story baselines, so it takes them as the stories layer does
    // (vitest.config.ts): the same Chromium, at rest.
    {
      name: 'site-look',
      testMatch: 'site-look.spec.ts',
      use: {
        launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
        contextOptions: { reducedMotion: 'reduce' },
      },
    },
  ],
  webServer: {
    command: `wrangler dev --config storybook.wrangler.toml --ip 127.0.0.1 --port ${port} --show-interactive-dev-session=false`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
