/** Spec part 1 §8: a failure toast describes the error's message if it has one, otherwise this. */
export const fallbackErrorDescription = 'Please try again later.';

/**
 * What a failure toast says. An API error's own sentence (its `serverMessage`) beats the raw
 * `status: body` text, which is meant for logs, not for visitors.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return fallbackErrorDescription;
  const { serverMessage } = error as Error & { serverMessage?: unknown };
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  return error.message || fallbackErrorDescription;
}
