import type { AdminLeadMessage } from './conversations';
import { z } from '../forms/zod';
import type { AdminLead, AdminLeadEvent } from '../staff/lead-table';

/**
 * One contact, many submissions (docs/product.md §12.9): leads that share an e-mail (any case) or a phone
 * number (its digits) are the same person once staff say so. The matching rules live here; the service
 * applies the same ones in SQL.
 */

/** The e-mail as it identifies a person: trimmed, any case. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** What people type between a phone number's digits. */
export const phoneSeparators = [' ', '-', '(', ')', '.', '/', '+'] as const;

/**
 * The phone number as it identifies a person: its digits, without the separators people type and without a
 * leading US country code 1 (so '+1 (808) 555-0107' is '8085550107'). Null for something that is not a
 * phone number (letters left after the separators) or too short to tell people apart (under 7 digits).
 */
export function phoneKey(phone: string | undefined | null): string | null {
  if (!phone) return null;
  let digits = phone;
  for (const separator of phoneSeparators) digits = digits.replaceAll(separator, '');
  if (!/^\d{7,}$/.test(digits)) return null;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export type MatchReason = 'email' | 'phone';

/** Why two leads look like the same person: the same e-mail, the same phone number, both or neither. */
export function matchReasons(
  a: Pick<AdminLead, 'email' | 'phone'>,
  b: Pick<AdminLead, 'email' | 'phone'>,
): MatchReason[] {
  const samePhone = phoneKey(a.phone) !== null && phoneKey(a.phone) === phoneKey(b.phone);
  return [
    ...(emailKey(a.email) === emailKey(b.email) ? (['email'] as const) : []),
    ...(samePhone ? (['phone'] as const) : []),
  ];
}

export const contactMessages = {
  noMatch: 'These submissions share no e-mail address or phone number',
  notMerged: 'This submission is not part of a contact',
  stale:
    'Someone else changed these submissions while you were looking. The page now shows them as they are; merge again if it still applies.',
} as const;

const version = z.string().min(1).max(40);
const leadId = z.string().min(1).max(64);

/**
 * What the contact page sends: merge another submission into this contact, or take one out again. Each
 * carries the `updatedAt` of the submissions as the page showed them: changed since, the answer is 409.
 */
export const contactActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('merge'), leadId, leadUpdatedAt: version, otherId: leadId, otherUpdatedAt: version }),
  z.object({ intent: z.literal('unmerge'), leadId, leadUpdatedAt: version }),
]);
export type ContactAction = z.infer<typeof contactActionSchema>;

/** A submission on the contact's timeline: which lead an event belongs to. */
export interface ContactEvent extends AdminLeadEvent {
  id: number;
  leadId: string;
}

/** A lead that looks like this contact and is not part of it yet. */
export interface SuggestedDuplicate {
  lead: AdminLead;
  reasons: MatchReason[];
}

/** One person: every submission, their events as one timeline, and who else might be them. */
export interface ContactView {
  /** The contact's id; absent while the lead stands alone. */
  contactId?: string;
  /** Oldest first. */
  leads: AdminLead[];
  /** Every event of every submission, oldest first. */
  timeline: ContactEvent[];
  /** The conversation by e-mail across every submission, oldest first (docs/decisions/078). */
  messages: AdminLeadMessage[];
  suggestions: SuggestedDuplicate[];
}
