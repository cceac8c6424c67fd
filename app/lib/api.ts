import type { FieldErrors } from '@site/domain/forms/validation';

/** A non-success answer. `message` is `status: body text`, or the status text (docs/product.md §13.1). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's own sentence, when the body is the API's JSON error. */
    readonly serverMessage?: string,
    readonly fieldErrors?: FieldErrors,
    /** From `Retry-After` (a 429 or 503): how long the server asks the client to wait, in seconds. */
    readonly retryAfterSeconds?: number,
    /** The answer's JSON body, for callers that expect more than a message (a 409's current record). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The request never got an answer: offline, DNS, connection reset. Worth retrying later, unlike a 4xx. */
export class ApiNetworkError extends Error {
  override name = 'ApiNetworkError';
  readonly serverMessage = 'We could not reach our server. Please check your connection and try again.';
  constructor(override readonly cause: unknown) {
    super('Network request failed');
  }
}

/** `Retry-After` in seconds, given as seconds or as an HTTP date (RFC 9110 §10.2.3); undefined when absent or past. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header?.trim()) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The `ApiRequestError` of a non-2xx answer of the typed client (app/lib/api-client.ts). */
export async function errorFrom(
  response: Pick<Response, 'status' | 'statusText' | 'headers' | 'text'>,
): Promise<ApiRequestError> {
  const text = await response.text();
  let serverMessage: string | undefined;
  let fieldErrors: FieldErrors | undefined;
  let body: unknown;
  try {
    const parsed: unknown = JSON.parse(text);
    body = parsed;
    if (typeof parsed === 'object' && parsed !== null) {
      if ('message' in parsed && typeof parsed.message === 'string') serverMessage = parsed.message;
      if ('fieldErrors' in parsed && typeof parsed.fieldErrors === 'object' && parsed.fieldErrors !== null) {
        fieldErrors = Object.fromEntries(
          Object.entries(parsed.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
      }
    }
  } catch {
    // Not the API's JSON error (a proxy page, an empty body): the docs/product.md §13.1 text below still says what
    // happened.
  }
  return new ApiRequestError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    serverMessage,
    fieldErrors,
    parseRetryAfter(response.headers.get('retry-after')),
    body,
  );
}
