import { Hono } from 'hono';
import { apiError } from '../http/errors';
import { adminApi } from './admin';
import { chatApi } from './chat';
import { leadFilesApi } from './lead-files';
import { leadFormsApi } from './lead-forms';
import { ndaApi } from './nda-access';
import { recommendationsApi } from './recommendations';
import { siteSpeedApi } from './site-speed';
import type { ApiEnv } from './types';

/**
 * The /api router: one folder per resource (docs/decisions/027). The Worker mounts it; worker tests call it
 * directly with the real local D1; the browser's typed client is derived from its type (`AppType`).
 */
export function createApi() {
  const api = new Hono<ApiEnv>()
    .basePath('/api')
    .route('/', leadFormsApi)
    .route('/lead-files', leadFilesApi)
    .route('/nda-access', ndaApi)
    .route('/chat', chatApi)
    .route('/project-recommendations', recommendationsApi)
    .route('/site-speed', siteSpeedApi)
    .route('/admin', adminApi);
  // A mounted sub-app's notFound is never consulted, so unknown paths are caught here.
  api.all('*', (c) => c.json(apiError(`No API endpoint at ${c.req.method} ${c.req.path}.`), 404));
  api.onError((error, c) => {
    console.error('Unhandled API error', error);
    return c.json(apiError('Something went wrong on our side. Please try again.'), 500);
  });
  return api;
}

/** The whole API's routes, inputs and answers, for `hc<AppType>` in the browser (app/lib/api-client.ts). */
export type AppType = ReturnType<typeof createApi>;
