import { z } from '../forms/zod';
import type { LeadSource } from './leads';

/**
 * Erasing a lead on request (docs/product.md §12.10, docs/decisions/080): its personal data goes, a tombstone
 * with the non-personal facts stays.
 */

/** What every list that names leads shows for an erased one: the row keeps no name of a person. */
export const erasedLeadName = 'Erased lead';

/** The one timeline entry an erased lead keeps: who erased it and when, nothing of the person. */
export const erasedEventKind = 'erased';

export const erasureMessages = {
  erased: 'Lead erased',
  failed: 'Failed to erase lead',
  wrongLead: 'This is not the lead on this page',
  gone: 'This lead no longer exists.',
  filesFailed: 'The files could not be deleted, so nothing was erased. Try again.',
  logFailed: 'The lead was erased, but the erasure could not be recorded for backups. Try again.',
  /** Every staff action on an erased lead but a second erase answers this with 409 (docs/decisions/085). */
  readOnly: 'This lead was erased: nothing can be added to it or changed.',
} as const;

/**
 * The erase request: the id of the lead the page shows, repeated in the body so a request can only erase the
 * lead its page named.
 */
export const leadErasureSchema = z.object({
  leadId: z
    .string({ error: erasureMessages.wrongLead })
    .min(1, { error: erasureMessages.wrongLead })
    .max(64, { error: erasureMessages.wrongLead })
    .regex(/^[A-Za-z0-9_-]+$/, { error: erasureMessages.wrongLead }),
});
export type LeadErasure = z.infer<typeof leadErasureSchema>;

/** What an erase removes, as the confirmation names it. */
export interface ErasureCounts {
  files: number;
  /** The conversation's e-mails and the alerts and confirmations the lead caused. */
  emails: number;
  /** Notes and every other timeline entry. */
  timeline: number;
  /** Whether a chat conversation goes too (a chat lead's). */
  chat: boolean;
}

/** The counts of the lead page's own data, so the dialog names exactly what the page shows. */
export const erasureCountsOf = (
  lead: { source: LeadSource } & Record<'messages' | 'notifications' | 'events', readonly unknown[]>,
  files: readonly unknown[],
): ErasureCounts => ({
  files: files.length,
  emails: lead.messages.length + lead.notifications.length,
  timeline: lead.events.length,
  chat: lead.source === 'chat',
});

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The lines of the confirmation: what goes, in the words staff read. */
export const erasureItems = (counts: ErasureCounts): string[] => [
  'The contact details (name, e-mail, phone, company, location) and every field of the submission',
  counted(counts.files, 'file', 'files'),
  counted(counts.emails, 'e-mail', 'e-mails'),
  counted(counts.timeline, 'note or timeline entry', 'notes and timeline entries'),
  ...(counts.chat ? ['The chat conversation'] : []),
];
