import { createMiddleware } from 'hono/factory';
import { logSafeUrl } from './log-safe';

/**
 * One log line per request the Worker answers, in place of the platform's invocation log, which records the
 * full URL and is switched off (`wrangler.toml`, docs/security.md): method, path without query, status.
 */
export const requestLog = createMiddleware(async (c, next) => {
  await next();
  console.log(JSON.stringify({ method: c.req.method, url: logSafeUrl(c.req.url), status: c.res.status }));
});
