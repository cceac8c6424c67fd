import type { FieldErrors } from '@site/domain/forms/validation';
import type { Context } from 'hono';

/** The one error body of the API: a sentence for people, and per-field messages when input was wrong. */
export interface ApiError {
  message: string;
  fieldErrors?: FieldErrors;
}

export const apiError = (message: string, fieldErrors?: FieldErrors): ApiError =>
  fieldErrors ? { message, fieldErrors } : { message };

/** "in 1 minute", "in 14 minutes": how a wait reads in a 429 message. */
export const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** 429 with `Retry-After`, so both people (the message) and programs (the header) know when to come back. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json(apiError(message), 429);
}
