import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The message of every 400 that names fields, from the API and the staff pages alike. */
export const correctTheFields = 'Please correct the highlighted fields.';

/**
 * The failure half of every answer, the API's error body and a staff answer's alike: a sentence for people,
 * and a message per field when input was wrong.
 */
export interface Failure {
  message: string;
  fieldErrors?: FieldErrors;
}

export const failure = (message: string, fieldErrors?: FieldErrors): Failure =>
  fieldErrors ? { message, fieldErrors } : { message };

/** The one answer to input a schema refused: `correctTheFields` and the message of each field. */
export const invalidInput = (fieldErrors: FieldErrors): Failure => failure(correctTheFields, fieldErrors);

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
