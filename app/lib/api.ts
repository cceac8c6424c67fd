import type { FieldErrors } from '@site/domain/validation';

/** A non-success answer. `message` is spec part 1 §7.1's `status: body text` (or the status text). */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's own sentence, when the body is the API's JSON error. */
    readonly serverMessage?: string,
    readonly fieldErrors?: FieldErrors,
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

export interface WriteOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** A write per spec part 1 §7.1: JSON body, session cookies included, any non-2xx raised as an error. */
export async function apiRequest(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: WriteOptions = {},
): Promise<Response> {
  const headers = new Headers();
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiNetworkError(error);
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** A read per spec part 1 §7.1: GET of the joined key segments, credentials included, JSON answer. */
export async function apiGet<T>(queryKey: readonly (string | number)[]): Promise<T> {
  const url = queryKey.join('/');
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch (error) {
    throw new ApiNetworkError(error);
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const text = await response.text();
  let serverMessage: string | undefined;
  let fieldErrors: FieldErrors | undefined;
  try {
    const parsed = JSON.parse(text) as { message?: unknown; fieldErrors?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
    if (parsed.fieldErrors && typeof parsed.fieldErrors === 'object') fieldErrors = parsed.fieldErrors as FieldErrors;
  } catch {
    // Not the API's JSON error (a proxy page, an empty body): the §7.1 text below still says what happened.
  }
  return new ApiRequestError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    serverMessage,
    fieldErrors,
  );
}
