import { z } from './zod';
import type { Option, OptionValue } from './options';

const valuesOf = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.value) as unknown as readonly [OptionValue<T>, ...OptionValue<T>[]];

/**
 * A required choice: missing, empty ('' from an untouched select) and unknown all read as the form's message.
 * It takes any string in, so a form can start with '' and still be typed by its schema.
 */
export const requiredChoice = <T extends readonly Option[]>(options: T, message: string) =>
  z.string({ error: message }).pipe(z.enum(valuesOf(options), { error: message }));

/** An optional choice: an untouched select ('') is stored as nothing; an unknown value is refused. */
export const optionalChoice = <T extends readonly Option[]>(options: T, message: string) =>
  z
    .union([z.literal('').transform(() => undefined), z.enum(valuesOf(options), { error: message })], {
      error: message,
    })
    .optional();

const uniqueChoices = <T extends readonly Option[]>(options: T, message: string) =>
  z
    .array(z.enum(valuesOf(options), { error: message }), { error: message })
    // Repeats are dropped, so a list can never be longer than its options.
    .transform((values) => [...new Set(values)]);

/** At least one choice from a list (checkbox group, multi-select); none reads as the form's message. */
export const requiredChoices = <T extends readonly Option[]>(options: T, message: string) =>
  uniqueChoices(options, message).refine((values) => values.length > 0, { error: message });

/** Any number of choices from a list; none is stored as nothing. */
export const optionalChoices = <T extends readonly Option[]>(options: T, message: string) =>
  uniqueChoices(options, message)
    .optional()
    .transform((values) => (values && values.length > 0 ? values : undefined));
