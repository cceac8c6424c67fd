import { z } from '../forms/zod';

/**
 * The security log (docs/product.md §12.12): what staff did to get in, to leave and to the data that matters
 * most, one entry per event, kept 400 days. Each kind is written by the change it records, in the same D1
 * batch (docs/decisions/092). A new kind is one line here and one label below.
 */
export const securityEventKinds = [
  'sign-in',
  'sign-in-failed',
  'lockout',
  'sign-out',
  'session-ended',
  'lead-erased',
  'leads-exported',
  'nda-code-created',
  'nda-code-revoked',
  'role-changed',
  'member-deactivated',
  'member-reactivated',
  'second-factor-reset',
  'owner-passkeys-changed',
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  'invitation-sent',
  'invitation-revoked',
  'invitation-accepted',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

/** How the page names each kind, in its filter and its rows. */
export const securityEventLabels: Record<SecurityEventKind, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  lockout: 'Locked out',
  'sign-out': 'Signed out',
  'session-ended': 'Session ended',
  'lead-erased': 'Lead erased',
  'leads-exported': 'Leads exported (CSV)',
  'nda-code-created': 'NDA code created',
  'nda-code-revoked': 'NDA code revoked',
  'role-changed': 'Role changed',
  'member-deactivated': 'Member deactivated',
  'member-reactivated': 'Member reactivated',
  'second-factor-reset': 'Second factor reset',
  'owner-passkeys-changed': 'Passkey requirement for owners changed',
  'passkey-added': 'Passkey added',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'invitation-sent': 'Invitation sent',
  'invitation-revoked': 'Invitation revoked',
  'invitation-accepted': 'Invitation accepted',
};

/** How long an entry is kept: the cron deletes older ones (docs/decisions/092). */
export const securityLogRetentionDays = 400;

/** The periods the page filters by, each as its number of days back from now. */
export const securityLogPeriods = { day: 1, week: 7, month: 30, quarter: 90, all: securityLogRetentionDays } as const;
export type SecurityLogPeriod = keyof typeof securityLogPeriods;
export const securityLogPeriodLabels: Record<SecurityLogPeriod, string> = {
  day: 'Last 24 hours',
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last 90 days',
  all: 'All (400 days)',
};
const periodKeys = ['day', 'week', 'month', 'quarter', 'all'] as const satisfies readonly SecurityLogPeriod[];

/** Entries on one page of the log. */
export const securityLogPageSize = 50;

/**
 * One view of the log, all from the page's URL: a member (a staff id), a kind, a period, and the position the
 * Older link carries: the last row's place in the log's order, read from there rather than counted.
 */
export const securityLogQuerySchema = z.object({
  member: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Choose a staff member' })
    .optional(),
  kind: z.enum(securityEventKinds, { error: 'Choose a kind of event' }).optional(),
  period: z.enum(periodKeys, { error: 'Choose a period' }).default('all'),
  after: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a page of this log' })
    .optional(),
});
export type SecurityLogQuery = z.infer<typeof securityLogQuerySchema>;

/** An entry as staff read it: the columns of a `security_events` row, with the acting member's name. */
export interface AdminSecurityEvent {
  id: number;
  at: string;
  kind: SecurityEventKind;
  /** Null for a failed sign-in of an e-mail address no account has. */
  member: { id: string; name: string } | null;
  /** The lead, NDA code or session the event is about; null when it is about no record. */
  subject: string | null;
  /** The keyed hash of the client's address group (docs/decisions/023), shortened as the logs show it. */
  client: string | null;
  detail: Record<string, string | number> | null;
}

/** One page of the log, newest first; `next` is the Older link's position, absent on the last page. */
export interface SecurityLogPage {
  items: AdminSecurityEvent[];
  next?: string;
}
