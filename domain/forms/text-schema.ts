import { z } from './zod';
import { fieldMessages, limits, unsafeTextProblem } from './text';

const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * Refuses unsafe characters with a clear message; every free-text field of the site goes through it.
 * Fields as long as `limits.longText` are the text areas, the only multi-line ones.
 */
export const safeText = <T extends z.ZodType<string>>(schema: T, multiLine: boolean) =>
  schema.superRefine((text, context) => {
    const problem = unsafeTextProblem(text, multiLine);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const isMultiLine = (max: number) => max >= limits.longText;

/** Required text with a minimum length after trimming (descriptions, messages). */
export const minText = (min: number, message: string, max: number = limits.longText) =>
  safeText(
    z
      .string({ error: message })
      .trim()
      .min(min, { error: message })
      .max(max, { error: tooLong(max) }),
    isMultiLine(max),
  );

/** A required text field: missing, non-string and blank all read as the field's one message. */
export const requiredText = (message: string, max: number = limits.shortText) => minText(1, message, max);

/** An optional text field: absent or blank is stored as nothing. */
export const optionalText = (max: number = limits.shortText) =>
  safeText(
    z
      .string({ error: 'Must be text' })
      .trim()
      .max(max, { error: tooLong(max) }),
    isMultiLine(max),
  )
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(limits.email, { error: tooLong(limits.email) })
    .pipe(z.email({ error: message }));

/** A phone number of at least ten characters, as the partner, emergency and bid forms ask. */
export const phoneNumber = () => minText(10, fieldMessages.phone, limits.phone);
