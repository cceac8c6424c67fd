/**
 * Switches that keep every Cloudflare tool off the network: no telemetry, no request.cf download, no
 * update banner. Each config (vite, vitest, playwright) and script applies them before starting a tool.
 */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  STORYBOOK_DISABLE_TELEMETRY: '1',
} as const;

export function applyOfflineEnv(): void {
  for (const [name, value] of Object.entries(offlineEnv)) process.env[name] ??= value;
}
