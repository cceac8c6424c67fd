/**
 * A field every public form carries that people never see or fill (the form renders it visually hidden,
 * out of the tab order, with autocomplete off). Bots that fill every input fill it too; the API then
 * answers as if the form was accepted and stores nothing, so the bot learns nothing to adapt to.
 */
export const honeypotField = 'homepage';

/** The hidden field's label, for the rare assistive technology that still reaches it. */
export const honeypotCopy = { label: 'Leave this field empty' } as const;

/** True when a request body has anything in the honeypot field; checked before validation. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !(honeypotField in body)) return false;
  const value: unknown = (body as Record<string, unknown>)[honeypotField];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
