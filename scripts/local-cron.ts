/**
 * Miniflare never fires cron triggers by itself (wrangler prints a warning saying so), so the local servers
 * call the Worker's scheduled handler once a minute the way Cloudflare would, through the endpoint wrangler
 * and the Vite plugin expose for it. That keeps the notification sweep, the emergency re-alert
 * (docs/decisions/021) and the funnel's stored reports (docs/decisions/069) running locally, offline.
 */
const everyMinute = '* * * * *';

export function startLocalCron(origin: () => string | undefined, intervalMs = 60_000): () => void {
  const timer = setInterval(() => {
    const base = origin();
    if (!base) return;
    fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(everyMinute)}`).catch((error: unknown) => {
      console.warn(`Local cron: the scheduled handler did not answer (${String(error)})`);
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
