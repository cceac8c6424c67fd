import { applyOfflineEnv } from './scripts/offline-env.ts';
import { cloudflare } from '@cloudflare/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { localCron, vanillaExtractForWorkers } from './vite.plugins.ts';

applyOfflineEnv();

// vanilla-extract's plugin adds these imports to the styles it compiles, after Vite has scanned the sources
// for dependencies, so the scan cannot find them.
const vanillaExtractRuntime = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
];

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: 'ssr' } }), vanillaExtractForWorkers(), reactRouter(), localCron()],
  // One stylesheet for the whole site (about 13 KB gzip) instead of some 30 per page, each blocking the
  // first paint (docs/decisions/020).
  // A lazily loaded chunk fetches its imports itself: Vite's helper would add a modulepreload link for each
  // of them first, 20 for the deferred widgets, in the middle of the page's start (docs/decisions/052).
  build: { cssCodeSplit: false, modulePreload: false },
  environments: {
    // The development server bundles every dependency of every page before the first page asks for one: a
    // dependency found on a page's first visit makes Vite bundle again and reload that page
    // (tests/dev/first-visit.spec.ts). Vite finds them by scanning from these entries; React Router names none.
    client: {
      optimizeDeps: {
        entries: ['app/root.tsx', 'app/routes/*.{ts,tsx}', 'app/staff/*.{ts,tsx}', '!app/**/*.test.ts'],
        include: vanillaExtractRuntime,
      },
      build: {
        rolldownOptions: {
          output: {
            // Every page runs React, React DOM and React Router: one file for them instead of eight, each
            // compressed on its own (docs/decisions/042). The same for the public shell (the root, the public
            // layout and what they import) and for the layout primitives most pages use: some twenty small
            // files each, which compress a third smaller as one (docs/decisions/050).
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: 'shell', test: /app[\\/](root\.tsx|floating-widgets\.tsx|layouts[\\/]public-site\.tsx)/ },
                {
                  name: 'primitives',
                  test: /ui[\\/]src[\\/]components[\\/](Section|Container|Heading|Text|Stack|Box|Grid|Inline|Card|Badge|BulletList|TitledSection|PageHeader|FactList|Table|Button|Spinner|Image|CallToAction)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
    // The Worker (the Cloudflare plugin's environment): its scan starts from the Worker and the routes itself.
    ssr: { optimizeDeps: { include: vanillaExtractRuntime } },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
