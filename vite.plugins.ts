import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { startLocalCron } from './scripts/local-cron.ts';

/**
 * vanilla-extract's `config` hook returns `ssr.external`, which the Cloudflare plugin rejects because the
 * Worker environment cannot load externals (cloudflare/workers-sdk#10287, vanilla-extract#1603). The
 * Worker bundles those modules fine, so the returned config is dropped; every other hook is kept.
 */
export function vanillaExtractForWorkers(): Plugin[] {
  return vanillaExtractPlugin().map((plugin) => {
    const { config, ...rest } = plugin;
    if (!config) return plugin;
    const handler = typeof config === 'function' ? config : config.handler;
    return {
      ...rest,
      config(userConfig, env) {
        handler.call(this, userConfig, env);
      },
    };
  });
}

/** `npm run dev` fires the Worker's cron every minute, as Cloudflare does in production (scripts/local-cron.ts). */
export function localCron(): Plugin {
  return {
    name: 'local-cron',
    apply: 'serve',
    configureServer(server) {
      const stop = startLocalCron(() => server.resolvedUrls?.local[0]?.replace(/\/$/, ''));
      server.httpServer?.on('close', stop);
    },
  };
}
