import { ApiNetworkError } from './api';

/**
 * The typed client (app/lib/api-client.ts), loaded with the first call rather than with the page, or when a
 * visitor starts a form (./form-start.ts). A load that fails (the browser is offline) is an `ApiNetworkError`
 * like any unanswered request: the outbox keeps the lead, and the next call loads again where the browser asks
 * the network again (some keep the failure until the page is opened anew).
 */
export const loadApiClient = () =>
  import('./api-client').catch((error: unknown) => {
    throw new ApiNetworkError(error);
  });
