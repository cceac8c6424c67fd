import type { FieldErrors } from './validation';

/** Said when the browser reached nothing (offline, or the site changed under the page): worth a retry. */
export const unreachableMessage = 'We could not reach our server. Please check your connection and try again.';

/** A failure toast describes the error's message if it has one, otherwise this. */
export const fallbackErrorDescription = 'Please try again later.';

/** What a failed request tells a page besides its message. */
export interface RequestFailure {
  /** The answer's HTTP status; absent when nothing answered, or a staff page's fetcher does not say. */
  status?: number;
  /** The server's own sentence for people (or, when nothing answered, the browser's). */
  serverMessage?: string;
  /** A message per field, when the input was wrong. */
  fieldErrors?: FieldErrors;
  /** From `Retry-After` (a 429 or 503): how long the server asks the client to wait, in seconds. */
  retryAfterSeconds?: number;
  /** The answer's JSON body, for callers that expect more than a message (a 409's current record). */
  body?: unknown;
}

/**
 * The one error of a browser request that was refused or not answered, from the API client and a staff
 * page's action alike. `message` is `status: body text`, or the status text (docs/product.md §13.1).
 */
export class RequestError extends Error implements RequestFailure {
  override name = 'RequestError';
  readonly status?: number;
  readonly serverMessage?: string;
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  readonly body?: unknown;
  constructor(message: string, failure: RequestFailure = {}, options?: ErrorOptions) {
    super(message, options);
    ({
      status: this.status,
      serverMessage: this.serverMessage,
      fieldErrors: this.fieldErrors,
      retryAfterSeconds: this.retryAfterSeconds,
      body: this.body,
    } = failure);
  }
}

/** The string entries of a `fieldErrors` value, or undefined when it is no object. */
function fieldErrorsIn(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The `RequestError` of a failure answer (the API's error body or a staff answer): its `message` and
 * `fieldErrors` read from the body, whatever else it holds.
 */
export function requestErrorOf(body: unknown, message: string, failure: Omit<RequestFailure, 'body'> = {}) {
  const read = typeof body === 'object' && body !== null ? body : {};
  return new RequestError(message, {
    ...failure,
    serverMessage: 'message' in read && typeof read.message === 'string' ? read.message : failure.serverMessage,
    fieldErrors: 'fieldErrors' in read ? fieldErrorsIn(read.fieldErrors) : undefined,
    body,
  });
}

/**
 * The one reader of a failure, for every page and widget: the status, the server's sentence and the field
 * messages a thrown value carries, if any.
 */
export function failureOf(error: unknown): Pick<RequestFailure, 'status' | 'serverMessage' | 'fieldErrors'> {
  if (typeof error !== 'object' || error === null) return {};
  return {
    status: 'status' in error && typeof error.status === 'number' ? error.status : undefined,
    serverMessage:
      'serverMessage' in error && typeof error.serverMessage === 'string' && error.serverMessage
        ? error.serverMessage
        : undefined,
    fieldErrors: 'fieldErrors' in error ? fieldErrorsIn(error.fieldErrors) : undefined,
  };
}

/**
 * What a failure toast says. An API error's own sentence (its `serverMessage`) beats the raw
 * `status: body` text, which is meant for logs, not for visitors.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return fallbackErrorDescription;
  return failureOf(error).serverMessage ?? (error.message || fallbackErrorDescription);
}
