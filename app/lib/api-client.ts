import { botTokenHeader } from '@site/domain/forms/bot-check';
import type { LeadFormPath } from '@site/domain/leads/leads';
import type { ConfidentialImage } from '@site/domain/partners/nda';
import { hc, type ClientRequestOptions, type InferRequestType } from 'hono/client';
import type { AppType } from '../../worker/api';
import { ApiNetworkError, errorFrom } from './api';
import { botCheckToken } from './bot-check';

/**
 * The browser's calls to the public API, through a client derived from the Worker's own type (`AppType`,
 * docs/decisions/027): every path, JSON body and answer is the server's, checked by the compiler, and the
 * errors keep the meaning of docs/product.md §13.1 (`RequestError` "status: body text" with the field
 * errors of a 400, `ApiNetworkError` when nothing answered). Pages load this module with their first call
 * (`loadApiClient` in app/lib/api.ts), so no page's first JavaScript carries it (scripts/bench/budgets.ts).
 */
export type ApiClient = ReturnType<typeof hc<AppType>>;

/** A lead form's address: `/api/` and the form's path in the registry (domain/leads/leads.ts). */
export type LeadEndpoint = `/api/${LeadFormPath}`;

/** An answer of the typed client, or of `fetch` itself for the lead forms' routes. */
type Answer = Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'text'>;

/** The 2xx half of an answer: a typed client's union narrowed by `ok`; a plain `Response` as it is. */
type Succeeded<R extends Answer> = R extends { ok: true } ? R : R extends { ok: false } ? never : R;

/** The page's own API, session cookies included. */
const browserClient: ApiClient = hc<AppType>('/', { init: { credentials: 'include' } });

const succeeded = <R extends Answer>(response: R): response is R & Succeeded<R> => response.ok;

/**
 * One call through the typed client. Resolves the 2xx answer (its `json()` typed by the route); raises the
 * `RequestError` of any other status, and `ApiNetworkError` when there was no answer. An abort stays an
 * abort.
 */
export async function callApi<R extends Answer>(
  request: (api: ApiClient) => Promise<R>,
  client: ApiClient = browserClient,
): Promise<R & Succeeded<R>> {
  let response: R;
  try {
    response = await request(client);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiNetworkError(error);
  }
  if (!succeeded(response)) throw await errorFrom(response);
  return response;
}

const withKey = (idempotencyKey: string): ClientRequestOptions => ({ headers: { 'Idempotency-Key': idempotencyKey } });

/** The request's options with a fresh bot-check token (docs/decisions/070): one per request, each retry its own. */
const withBotCheck = async (options: ClientRequestOptions = {}): Promise<ClientRequestOptions> => ({
  ...options,
  headers: { ...options.headers, [botTokenHeader]: await botCheckToken() },
});

/**
 * POST of a lead form's body with its idempotency key and a fresh bot-check token; the outbox's way to
 * deliver, first try and retries alike (app/lib/outbox.ts). The body is the JSON the form first sent for this
 * endpoint, read back from storage, so no type vouches for it: the server validates it again with the form's
 * schema. The lead routes are made from the registry (domain/leads/leads.ts), so the endpoint is the registry's
 * path and the request a plain `fetch` through the same error semantics as every other call.
 */
export const postLead = async (endpoint: LeadEndpoint, body: unknown, idempotencyKey: string) => {
  const { headers } = await withBotCheck(withKey(idempotencyKey));
  return callApi(() =>
    fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
};

type NdaAccessRequest = InferRequestType<ApiClient['api']['nda-access']['$post']>['json'];

/**
 * POST /api/nda-access (docs/product.md §10.2). A wrong code raises an `RequestError` (403) whose
 * `serverMessage` the page shows; too many wrong codes raise a 429 with `retryAfterSeconds`. Every try carries
 * a fresh bot-check token.
 */
export async function requestNdaAccess(request: NdaAccessRequest, idempotencyKey: string) {
  const options = await withBotCheck(withKey(idempotencyKey));
  const response = await callApi((api) => api.api['nda-access'].$post({ json: request }, options));
  return response.json();
}

/**
 * One confidential image of the NDA portal, fetched with the grant (images are never public URLs). Show it
 * with `URL.createObjectURL(blob)` and revoke that URL when the gallery closes. A 401 means the grant expired.
 */
export async function fetchConfidentialImage(
  image: ConfidentialImage,
  grant: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await callApi((api) =>
    api.api['nda-access'].images[':id'].$get(
      { param: { id: image.id } },
      { headers: { Authorization: `Bearer ${grant}` }, init: { signal } },
    ),
  );
  return response.blob();
}

type RecommendationRequest = InferRequestType<ApiClient['api']['project-recommendations']['$post']>['json'];

/** POST /api/project-recommendations (docs/product.md §9.2): the answer is the recommendation and its session id. */
export async function requestRecommendation(request: RecommendationRequest, idempotencyKey: string) {
  const options = await withBotCheck(withKey(idempotencyKey));
  const response = await callApi((api) => api.api['project-recommendations'].$post({ json: request }, options));
  return response.json();
}

type ChatRequest = InferRequestType<ApiClient['api']['chat']['$post']>['json'];

/**
 * POST /api/chat (docs/product.md §8.1): the assistant's reply and the conversation's session id. A message
 * with contact details makes a lead, so it carries a fresh bot-check token (docs/decisions/070).
 */
export async function postChatMessage(request: ChatRequest, { botCheck }: { botCheck: boolean }) {
  const options = botCheck ? await withBotCheck() : {};
  const response = await callApi((api) => api.api.chat.$post({ json: request }, options));
  return response.json();
}

type StaffSignIn = InferRequestType<ApiClient['api']['admin']['session']['$post']>['json'];

/**
 * The staff sign-in's password step (docs/product.md §12.1): answers the second step (a code, or enrolling an
 * authenticator) and sets the short-lived challenge cookie. It carries a fresh bot-check token.
 */
export async function signInStaff(credentials: StaffSignIn) {
  const options = await withBotCheck();
  const response = await callApi((api) => api.api.admin.session.$post({ json: credentials }, options));
  return response.json();
}

/** The code step: starts the session; right after enrolment it answers the recovery codes, once. */
export async function confirmSecondFactor(code: string) {
  const response = await callApi((api) => api.api.admin.session['second-factor'].$post({ json: { code } }));
  return response.json();
}

/**
 * A passkey sign-in (docs/decisions/091): a single-use challenge from the Worker (with a fresh bot-check
 * token, as the password step), the browser's passkey prompt, and the signed answer, which starts the session.
 * The WebAuthn helper loads only when someone signs in this way.
 */
export async function signInWithPasskey() {
  const options = await withBotCheck();
  const challenge = await callApi((api) => api.api.admin.session.passkey.options.$post({ json: {} }, options));
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: await challenge.json() });
  const signedIn = await callApi((api) => api.api.admin.session.passkey.$post({ json: { response } }));
  return signedIn.json();
}
