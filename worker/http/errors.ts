import type { FieldErrors } from '@site/domain/validation';

/** The one error body of the API: a sentence for people, and per-field messages when input was wrong. */
export interface ApiError {
  message: string;
  fieldErrors?: FieldErrors;
}

export const apiError = (message: string, fieldErrors?: FieldErrors): ApiError =>
  fieldErrors ? { message, fieldErrors } : { message };
