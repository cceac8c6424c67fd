import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The message of every 400 that names fields, from the API and the staff pages alike. */
export const correctTheFields = 'Please correct the highlighted fields.';

/**
 * The first message for each top-level field. Browser forms and the API both use this, so a visitor sees
 * the same words whether the check ran locally or on the server.
 */
export function fieldErrorsOf(error: Pick<z.core.$ZodError, 'issues'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Field messages carried by a failed request (a 400 from the API), if any. */
export function fieldErrorsFrom(error: unknown): FieldErrors | undefined {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return undefined;
  const { fieldErrors } = error as { fieldErrors: unknown };
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  return fieldErrors as FieldErrors;
}
