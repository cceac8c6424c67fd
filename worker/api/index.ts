import { failure } from '@site/domain/forms/validation';
import { Hono } from 'hono';
import { platformFailureAnswer } from '../http/errors';
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
  api.all('*', (c) => c.json(failure(`No API endpoint at ${c.req.method} ${c.req.path}.`), 404));
  // Input errors are answered by the handlers (4xx with field messages); what escapes them is a call beneath
  // that did not finish, and every write path is safe to send again (docs/security.md, "Platform failures").
  api.onError((error, c) => {
    console.error('API request could not finish', error);
    return platformFailureAnswer(c);
  });
  return api;
}

/** The whole API's routes, inputs and answers, for `hc<AppType>` in the browser (app/lib/api-client.ts). */
export type AppType = ReturnType<typeof createApi>;
