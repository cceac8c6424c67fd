/**
 * Said when the browser reached nothing (offline, or the site changed under the page): worth a retry. The
 * API client's `ApiNetworkError` says the same words from the page shell, which does not load this module.
 */
export const unreachableMessage = 'We could not reach our server. Please check your connection and try again.';

/** A failure toast describes the error's message if it has one, otherwise this. */
export const fallbackErrorDescription = 'Please try again later.';

/** The API's own sentence carried by an error (`ApiRequestError.serverMessage`), if there is one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { serverMessage } = error as { serverMessage?: unknown };
  return typeof serverMessage === 'string' && serverMessage ? serverMessage : undefined;
}

/** The HTTP status an error carries (`ApiRequestError.status`), if it has one. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * What a failure toast says. An API error's own sentence (its `serverMessage`) beats the raw
 * `status: body` text, which is meant for logs, not for visitors.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return fallbackErrorDescription;
  return serverMessageOf(error) ?? (error.message || fallbackErrorDescription);
}
