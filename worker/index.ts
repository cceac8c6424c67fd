import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import { createApi } from './api';
import type { ApiEnv } from './api/types';
import { handleEmail, handleQueue, handleScheduled } from './background';
import type { NotificationMessage } from './services/notifications/notifications';
import { cspNonceContext, workerContext } from './context';
import { asFileRequest } from './http/log-safe';
import { securityHeaders } from './http/security-headers';

const handleDocument = createRequestHandler(() => import('virtual:react-router/server-build'), import.meta.env.MODE);

const app = new Hono<ApiEnv>();
app.use(securityHeaders());
app.route('/', createApi());
// all(), not get(): React Router actions arrive as POST.
app.all('*', (c) => {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: c.env, ctx: c.executionCtx });
  context.set(cspNonceContext, c.get('secureHeadersNonce'));
  return handleDocument(asFileRequest(c.req.raw), context);
});

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
  email: handleEmail,
} satisfies ExportedHandler<Env, NotificationMessage>;
