import { failure } from '@site/domain/forms/validation';
import type { Context } from 'hono';

/** "in 1 minute", "in 14 minutes": how a wait reads in a 429 message. */
export const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** 429 with `Retry-After`, so both people (the message) and programs (the header) know when to come back. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(failure(message), 429);
}

/**
 * A platform failure mid-request (D1, the queue, R2, the e-mail service not answering) is not the visitor's
 * fault and not final: every write is keyed or undone, so the same request sent again completes it once
 * (docs/security.md, "Platform failures"). The answer says so, in words and in `Retry-After`.
 */
export const platformFailure = {
  status: 503,
  retryAfterSeconds: 5,
  message: 'We could not finish that just now and nothing was saved half-way. Please try again in a moment.',
} as const;

/** The answer to whatever a handler could not finish: 503 with `Retry-After`, never a 500. */
export function platformFailureAnswer(c: Context) {
  c.header('Retry-After', String(platformFailure.retryAfterSeconds));
  return c.json(failure(platformFailure.message), platformFailure.status);
}
