import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { chromiumExecutable, chromiumArgs, screenshotTolerance } from './tests/browser.ts';
import { emulateReducedMotion } from './.storybook/browser-commands.ts';
import { applyOfflineEnv } from './scripts/offline-env.ts';
import { turnstileTestKeys } from './domain/forms/bot-check.ts';

applyOfflineEnv();

const root = import.meta.dirname;

const storyDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  'react-aria/private/utils/openLink',
  'react-aria/private/live-announcer/LiveAnnouncer',
  'zod',
  'storybook/test',
  '@vanilla-extract/recipes',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@internationalized/date',
  'lucide-react',
  'uplot',
  'uqr',
];

/**
 * The queues as wrangler.toml declares them, but a batch leaves as soon as it is due instead of waiting up to
 * `max_batch_timeout` for more messages: the tests wait on real deliveries, and that wait is a production
 * trade-off between latency and batching, not a behaviour under test (docs/decisions/083).
 */
function deliverAtOnce() {
  const consumers: unknown = unstable_getMiniflareWorkerOptions('./wrangler.toml').workerOptions.queueConsumers;
  if (!consumers || typeof consumers !== 'object' || Array.isArray(consumers)) {
    throw new Error('wrangler.toml declares no queue consumers');
  }
  return Object.fromEntries(
    Object.entries(consumers).map(([queue, consumer]) => [queue, { ...consumer, maxBatchTimeout: 0 }]),
  );
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'ui/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A staff route's server module runs in the Worker with the real local D1: the worker project tests it.
          exclude: ['app/**/*.server.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(root, 'migrations')),
                // A fresh random secret per run: no signing secret is ever written into the repository.
                NDA_GRANT_SECRET: crypto.randomUUID() + crypto.randomUUID(),
                STAFF_AUTH_SECRET: crypto.randomUUID() + crypto.randomUUID(),
                STAFF_PASSWORD_PEPPER: crypto.randomUUID() + crypto.randomUUID(),
                KEYED_HASH_SECRET: crypto.randomUUID() + crypto.randomUUID(),
                TURNSTILE_SECRET_KEY: turnstileTestKeys.passingSecret,
              },
              queueConsumers: deliverAtOnce(),
              // The local e-mail binding, refusing any sender but the configured one as the real service
              // refuses a domain it has not verified: the tests' way to make a send really fail.
              email: { send_email: [{ name: 'EMAIL', allowed_sender_addresses: ['leads@pacificspan.example'] }] },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts', 'app/**/*.server.test.ts'],
          // Two files at once even on a two-core machine (the default there is one): a file spends much of its
          // time in the runtime while the other is transformed. Each runtime then runs file after file, and the
          // files it runs share its storage, where a fresh runtime per file cost two seconds each: a test keeps to
          // rows of its own (its own addresses, keys and names; docs/decisions/108).
          maxWorkers: 2,
          isolate: false,
          setupFiles: ['./worker/test/apply-migrations.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: path.join(root, '.storybook') })],
        // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a running test.
        optimizeDeps: { include: storyDependencies },
        test: {
          name: 'stories',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // CSS laid over every story: how the visual-review test changes a style on purpose.
          provide: { storyStyleOverride: process.env.STORY_STYLE_OVERRIDE ?? '' },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
              // Screenshots are taken at rest: every transition and animation honours reduced motion.
              // Copy buttons write to the clipboard as in a visitor's browser (stories/clipboard.ts).
              contextOptions: { reducedMotion: 'reduce', permissions: ['clipboard-write'] },
            }),
            // Two pages at once even on a two-core machine (the default there is one): a story spends much of
            // its time waiting on the browser (docs/benchmarks.md, "npm test on a fresh clone").
            instances: [{ browser: 'chromium', maxWorkers: 2 }],
            viewport: { width: 1280, height: 800 },
            expect: { toMatchScreenshot: { comparatorName: 'pixelmatch', comparatorOptions: screenshotTolerance } },
            commands: { emulateReducedMotion },
          },
        },
      },
    ],
  },
});
