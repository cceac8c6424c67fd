import { RequestError, requestErrorOf, unreachableMessage } from '@site/domain/forms/errors';

/** The request never got an answer: offline, DNS, connection reset. Worth retrying later, unlike a 4xx. */
export class ApiNetworkError extends RequestError {
  override name = 'ApiNetworkError';
  constructor(cause: unknown) {
    super('Network request failed', { serverMessage: unreachableMessage }, { cause });
  }
}

/** `Retry-After` in seconds, given as seconds or as an HTTP date (RFC 9110 §10.2.3); undefined when absent or past. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The `RequestError` of a non-2xx answer of the typed client (app/lib/api-client.ts). */
export async function errorFrom(
  response: Pick<Response, 'status' | 'statusText' | 'headers' | 'text'>,
): Promise<RequestError> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not the API's JSON error (a proxy page, an empty body): the docs/product.md §13.1 text below still says what
    // happened.
  }
  return requestErrorOf(body, `${response.status}: ${text || response.statusText}`, {
    status: response.status,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  });
}
