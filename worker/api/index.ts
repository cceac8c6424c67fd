import { Hono } from 'hono';
import { contactApi } from './contact';
import { apiError } from '../http/errors';
import type { ApiEnv } from './types';

/** The /api router. The Worker mounts it; worker tests call it directly with the real local D1. */
export function createApi() {
  const api = new Hono<ApiEnv>().basePath('/api');
  api.route('/contact', contactApi);
  // A mounted sub-app's notFound is never consulted, so unknown paths are caught here.
  api.all('*', (c) => c.json(apiError(`No API endpoint at ${c.req.method} ${c.req.path}.`), 404));
  api.onError((error, c) => {
    console.error('Unhandled API error', error);
    return c.json(apiError('Something went wrong on our side. Please try again.'), 500);
  });
  return api;
}
