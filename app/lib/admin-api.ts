import type { AdminSignIn, SignedIn, SignInStep } from '@site/domain/admin';
import { apiRequest } from './api';

/**
 * The sign-in page's calls to /api/admin/session (docs/product.md §12.1, docs/api.md): the two steps set the
 * session cookie, so they go to the API itself. Every other admin page reads through its loader and changes
 * data through its action (app/routes/admin-*.server.ts).
 */
const base = '/api/admin/session';

export const adminApi = {
  /** The password step: answers what the second step is (a code, or enrolling an authenticator). */
  signIn: async (credentials: AdminSignIn): Promise<SignInStep> =>
    (await (await apiRequest('POST', base, credentials)).json()) as SignInStep,
  /** The code step: starts the session; right after enrolment it answers the recovery codes, once. */
  secondFactor: async (code: string): Promise<SignedIn> =>
    (await (await apiRequest('POST', `${base}/second-factor`, { code })).json()) as SignedIn,
};
