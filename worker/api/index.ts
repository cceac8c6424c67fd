import { bidSchema } from '@site/domain/bid';
import { calculatorLeadSchema } from '@site/domain/calculator';
import { contactSchema } from '@site/domain/contact';
import { emergencySchema } from '@site/domain/emergency';
import { intakeSchema } from '@site/domain/intake';
import { partnerSchema } from '@site/domain/partner';
import { Hono } from 'hono';
import { apiError } from '../http/errors';
import { adminApi } from './admin';
import { chatApi } from './chat';
import { leadFormApi } from './lead-forms';
import { ndaApi } from './nda';
import { recommendationsApi } from './recommendations';
import type { ApiEnv } from './types';

/** The /api router. The Worker mounts it; worker tests call it directly with the real local D1. */
export function createApi() {
  const api = new Hono<ApiEnv>().basePath('/api');
  api.route(
    '/intake',
    leadFormApi({ endpoint: 'intake', schema: intakeSchema, submission: (data) => ({ source: 'intake', data }) }),
  );
  api.route(
    '/contact',
    leadFormApi({ endpoint: 'contact', schema: contactSchema, submission: (data) => ({ source: 'contact', data }) }),
  );
  api.route(
    '/project-calculator-leads',
    leadFormApi({
      endpoint: 'calculator',
      schema: calculatorLeadSchema,
      submission: (data) => ({ source: 'calculator', data }),
    }),
  );
  api.route(
    '/partners',
    leadFormApi({ endpoint: 'partners', schema: partnerSchema, submission: (data) => ({ source: 'partner', data }) }),
  );
  api.route(
    '/emergency',
    leadFormApi({
      endpoint: 'emergency',
      schema: emergencySchema,
      submission: (data) => ({ source: 'emergency', data }),
    }),
  );
  api.route(
    '/bid-request',
    leadFormApi({ endpoint: 'bid-request', schema: bidSchema, submission: (data) => ({ source: 'bid', data }) }),
  );
  api.route('/nda-access', ndaApi);
  api.route('/chat', chatApi);
  api.route('/project-recommendations', recommendationsApi);
  api.route('/admin', adminApi);
  // A mounted sub-app's notFound is never consulted, so unknown paths are caught here.
  api.all('*', (c) => c.json(apiError(`No API endpoint at ${c.req.method} ${c.req.path}.`), 404));
  api.onError((error, c) => {
    console.error('Unhandled API error', error);
    return c.json(apiError('Something went wrong on our side. Please try again.'), 500);
  });
  return api;
}
