import type { hc, InferRequestType } from 'hono/client';
import type { AppType } from '../../worker/api';

type Api = ReturnType<typeof hc<AppType>>['api'];

/**
 * Every public lead form's endpoint (docs/product.md §7.1), by the form that posts to it. The outbox stores
 * these paths with each kept lead; each must be a route of the Worker's API, or this does not compile.
 */
export const leadEndpoints = {
  intake: '/api/intake',
  contact: '/api/contact',
  calculator: '/api/project-calculator-leads',
  partner: '/api/partners',
  emergency: '/api/emergency',
  bid: '/api/bid-request',
} as const satisfies Record<string, `/api/${keyof Api}`>;
export type LeadEndpoint = (typeof leadEndpoints)[keyof typeof leadEndpoints];

/** The typed client's route of a lead form's endpoint. */
export type LeadRoute<E extends LeadEndpoint> = Api[E extends `/api/${infer Route}` ? Route : never];

/** What a lead form's endpoint takes: the input of the route's zod schema on the server. */
export type LeadRequest<E extends LeadEndpoint> = InferRequestType<LeadRoute<E>['$post']>['json'];
