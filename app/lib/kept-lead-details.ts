import { honeypotField } from '@site/domain/forms/honeypot';
import type { UndeliveredLead } from '@site/ui/widgets/forms/UndeliveredLeadNotice';
import type { OutboxEntry } from './outbox';

// Made on first use: a browser's first date format loads its locale data, and this module loads with every
// page while an undelivered lead is rare (docs/decisions/052).
let filledInFormat: Intl.DateTimeFormat | undefined;
const filledInFormatter = () =>
  (filledInFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

/** "projectType" -> "Project type": the request's field names are the only labels the outbox keeps. */
const labelOf = (field: string) => {
  const words = field.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A file field's value is its files' client ids: the notice names the files instead (docs/decisions/081). */
const valueOf = (value: unknown, fileNames: ReadonlyMap<unknown, string>): string => {
  if (Array.isArray(value)) return value.map((item) => fileNames.get(item) ?? valueOf(item, fileNames)).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
};

/** What the notice shows of a kept entry: the form, when, why, and every field the visitor filled in. */
export function undeliveredLeadOf(entry: OutboxEntry, format = filledInFormatter()): UndeliveredLead {
  let body: object = {};
  try {
    const parsed: unknown = JSON.parse(entry.body);
    if (typeof parsed === 'object' && parsed !== null) body = parsed;
  } catch {
    // Storage changed by hand: the notice still names the form and the phone number.
  }
  const fileNames = new Map<unknown, string>(entry.files?.map(({ clientId, name }) => [clientId, name]));
  return {
    id: entry.idempotencyKey,
    formName: entry.formName ?? 'request',
    filledIn: format.format(new Date(entry.queuedAt)),
    reason: entry.undelivered ?? 'expired',
    details: Object.entries(body)
      .filter(([field]) => field !== honeypotField)
      .map(([field, value]) => ({ label: labelOf(field), value: valueOf(value, fileNames) }))
      .filter(({ value }) => value.trim() !== ''),
  };
}
