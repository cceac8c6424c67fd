import { z } from 'zod';

/** Longest value any free-text field accepts: generous for people, small enough to stop abuse. */
export const limits = {
  name: 120,
  email: 254,
  phone: 40,
  shortText: 200,
  longText: 5000,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A required text field: missing, non-string and blank all read as the spec's one message. */
export const requiredText = (message: string, max: number = limits.shortText) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });

/** Required text with a minimum length after trimming (descriptions, messages). */
export const minText = (min: number, message: string, max: number = limits.longText) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: tooLong(max) });

/** An optional text field: absent or blank is stored as nothing. */
export const optionalText = (max: number = limits.shortText) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .transform((value) => (value ? value : undefined));

export const emailAddress = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(limits.email, { error: tooLong(limits.email) })
    .pipe(z.email({ error: message }));

/**
 * 'a' or 'an' before a phrase as it is said: 'an ASAP/Emergency timeline', 'an 8-week', 'a 1-3 months'.
 * Judged by the first letter or number, which is right for every option the forms offer.
 */
export const withArticle = (phrase: string): string =>
  `${/^([aeiou]|8|11\b|18\b)/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** A number as people type it, with thousands separators or without: '2,500', '2500', '1,250.5'. */
export const typedNumber = /^\d[\d,]*(\.\d+)?$/;

/** '2,500' -> '2500': the separators dropped, so the number can be read; anything else is left as it is. */
export const withoutThousandsSeparators = (value: unknown): unknown =>
  typeof value === 'string' && typedNumber.test(value.trim()) ? value.trim().replaceAll(',', '') : value;
