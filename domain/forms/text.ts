/** The messages several forms share (docs/product.md §7.6), written once: each form's messages refer to them. */
export const fieldMessages = {
  email: 'Valid email is required',
  phone: 'Phone number is required',
  location: 'Location is required',
  contactName: 'Contact name is required',
  companyName: 'Company name is required',
  projectType: 'Project type is required',
  budget: 'Budget range is required',
  timeline: 'Timeline is required',
} as const;

/** Longest value any free-text field accepts: generous for people, small enough to stop abuse. */
export const limits = {
  name: 120,
  email: 254,
  phone: 40,
  shortText: 200,
  longText: 5000,
} as const;

/**
 * Characters no one types on purpose and that make stored text lie (docs/decisions/023): C0 and C1
 * control characters, and the bidirectional embeddings, overrides and isolates that can show a name
 * "Test \u202Egnp.exe" as "Test exe.png" in the admin. Line breaks are allowed where a field is multi-line.
 */
const controlCharacters = /(?![\n\r])[\p{Cc}\u2028\u2029]/u;
const lineBreaks = /[\n\r]/;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * Format characters (zero-width space, BOM, soft hyphen, word joiner, tag characters...): invisible, so a
 * one-line field holding them shows one thing and stores another (docs/decisions/070). Zero-width
 * (non-)joiners stay allowed between two letters, where Persian, Arabic and Indic scripts need them, and
 * between the parts of an emoji sequence.
 */
const formatCharacters = /\p{Cf}/gu;
const joiners = new Set(['\u200C', '\u200D']);
const joinable = /^[\p{L}\p{M}\p{Extended_Pictographic}\uFE0F]$/u;
const hasInvisibleCharacter = (text: string) =>
  [...text.matchAll(formatCharacters)].some(({ 0: character, index }) => {
    // Whole code points either side, so a letter outside the basic plane is one character, not two halves.
    const before = Array.from(text.slice(0, index)).at(-1) ?? '';
    const after = text.slice(index + 1).codePointAt(0);
    return !(
      joiners.has(character) &&
      joinable.test(before) &&
      after !== undefined &&
      joinable.test(String.fromCodePoint(after))
    );
  });

export const unsafeTextMessages = {
  control: 'Remove the control characters (invisible characters that are not letters or spaces)',
  lineBreak: 'Keep this on one line',
  direction: 'Remove the text-direction characters (they can disguise what is written)',
  invisible: 'Remove the invisible characters (they can hide what is written)',
} as const;

/** The message for the first unsafe character in `text`, or null when it is clean. */
export function unsafeTextProblem(text: string, multiLine: boolean): string | null {
  if (controlCharacters.test(text)) return unsafeTextMessages.control;
  if (!multiLine && lineBreaks.test(text)) return unsafeTextMessages.lineBreak;
  if (bidiControls.test(text)) return unsafeTextMessages.direction;
  if (!multiLine && hasInvisibleCharacter(text)) return unsafeTextMessages.invisible;
  return null;
}

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
