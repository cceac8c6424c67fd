import { failureOf } from '../forms/errors';
import { z } from '../forms/zod';
import type { UrgencyLevel } from '../lead-forms/emergency';
import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from '../leads/leads';
import type { ErasedSubmission, LeadSubmissionData } from '../leads/normalise';
import type { AdminNotification } from '../leads/notifications';
import type { PromiseState } from '../leads/promises';
import type { AdminLeadMessage } from '../leads/conversations';
import { minText, requiredText, safeText } from '../forms/text-schema';
import { fieldMessages, limits } from '../forms/text';
import { passkeyActionSchemas } from './passkeys';

/**
 * The contract between the /admin pages and the /api/admin endpoints (docs/product.md §12,
 * docs/api.md), and their protection (docs/product.md §12.1). Money is whole US dollars, as a lead's
 * estimatedValue is.
 */

export const adminMessages = {
  email: 'Enter your staff e-mail address',
  password: 'Enter your password',
  signInFailed: 'E-mail or password is not right.',
  lockedOut: 'Too many failed sign-ins. Try again later.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Enter the newest code from your app, or an unused recovery code.',
  signInExpired: 'This sign-in has expired. Sign in again with your password.',
  leadUpdated: 'Lead updated successfully',
  leadUpdateFailed: 'Failed to update lead',
} as const;

/**
 * What a refused sign-in step says (password, code or passkey): the server's own sentence, the lockout of
 * repeated failures (429), or else the step's own refusal.
 */
export function signInRefusal(error: unknown, otherwise: string): string {
  const { serverMessage, status } = failureOf(error);
  return serverMessage ?? (status === 429 ? adminMessages.lockedOut : otherwise);
}

export const adminSignInSchema = z.object({
  email: z.email({ error: adminMessages.email }).max(254),
  password: z.string({ error: adminMessages.password }).min(1, { error: adminMessages.password }).max(1024),
  /** Ends every other session of the account once this sign-in completes. */
  endOtherSessions: z.boolean().optional(),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

/**
 * Recovery codes: 24 characters of Crockford's base32 (no i, l, o, u), 120 bits, shown as six groups of
 * four. Typed back with any case, spaces or dashes, and the look-alikes o/i/l read as 0/1.
 */
export const normaliseRecoveryCode = (code: string) =>
  code.toLowerCase().replaceAll(/[\s-]/g, '').replaceAll('o', '0').replaceAll(/[il]/g, '1');
export const recoveryCodePattern = /^[0-9a-hjkmnp-tv-z]{24}$/;
export const totpCodePattern = /^\d{6}$/;

/** The second step of a sign-in: a TOTP code (spaces forgiven, "123 456") or a recovery code. */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: adminMessages.code })
    .max(64, { error: adminMessages.code })
    .transform((code) => code.replaceAll(/\s/g, ''))
    .refine((code) => totpCodePattern.test(code) || recoveryCodePattern.test(normaliseRecoveryCode(code)), {
      error: adminMessages.code,
    }),
});
export type SecondFactor = z.input<typeof secondFactorSchema>;

/**
 * What a right password leads to: the code of an enrolled authenticator, or (at the first sign-in, or
 * after `staff:account -- reset-2fa`) enrolling one with this secret.
 */
export type SignInStep = { step: 'totp' } | { step: 'enrol'; secret: string; otpauthUri: string; accountName: string };

/** A completed sign-in; `recoveryCodes` only once, right after enrolment. */
export interface SignedIn {
  staff: StaffMember;
  recoveryCodes?: string[];
}

/** One of the staff member's open sessions, as the Sessions tab lists them. */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  /** 'Chrome on Windows', or '' when the browser did not say. */
  deviceHint: string;
  /** The session of the page that asks. */
  current: boolean;
}

/** The signed-in staff member, as pages and the audit trail name them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
}

/**
 * A lead as staff read it (docs/product.md §12.3), plus what staff need to sort and trust it: the columns the
 * staff pages read of a `leads` row, which the Worker hands over as stored (null for an empty column), so a
 * column whose type changes fails to compile here (docs/decisions/066); with its owner's name and whether it
 * is overdue.
 */
export interface AdminLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  location: string;
  projectType: string;
  status: LeadStatus;
  source: LeadSource;
  estimatedValue: number | null;
  notes: string | null;
  urgency: UrgencyLevel | null;
  isUrgent: boolean;
  /** Still 'new' past its response deadline (docs/decisions/021): an emergency after 15 minutes. */
  overdue: boolean;
  /** The staff member who follows the lead up; null while nobody has taken it. */
  owner: Pick<StaffMember, 'id' | 'name'> | null;
  /** The promised follow-up day, YYYY-MM-DD. */
  followUpOn: string | null;
  /** The state the location names, read as the analytics read it. */
  region: AdminRegion;
  createdAt: string;
  updatedAt: string;
  /** When the answer the lead's form promised is due; null when its source promised none (docs/decisions/078). */
  responseDueAt: string | null;
  /** When staff first answered: a reply sent from the lead's page, or its first status change out of 'new'. */
  firstResponseAt: string | null;
  /** Where the promise stands: due, met or missed; null when there is none. */
  promise: PromiseState | null;
  /** When staff erased the lead's personal data (docs/decisions/080); null for a lead as captured. */
  erasedAt: string | null;
  /** Kept while Turnstile could not be reached, until staff confirm it (docs/decisions/089). */
  unverified: boolean;
}

/** One change in a lead's timeline: who, when, from → to; a `lead_events` row as staff read it (docs/decisions/066). */
export interface AdminLeadEvent {
  at: string;
  actor: string;
  kind: string;
  /** The changed fields as they were; null when nothing was there before (a new lead, a note). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AdminLeadDetail extends AdminLead {
  /** The whole validated submission, as the visitor sent it; empty once erased (docs/decisions/080). */
  submission: LeadSubmissionData | ErasedSubmission;
  events: AdminLeadEvent[];
  /** The e-mails this lead caused, with where each stands. */
  notifications: AdminNotification[];
  /** Its conversation: staff replies and the lead's answers, oldest first (docs/decisions/078). */
  messages: AdminLeadMessage[];
}

/** The analytics' region rows: the three states, then the leads whose location names none of them. */
export const adminRegions = ['California', 'Oregon', 'Hawaii', 'Unknown'] as const;
export type AdminRegion = (typeof adminRegions)[number];

/** The follow-up views: due today, or past the promised day (docs/product.md §12.7). */
export const followUpViews = ['today', 'overdue'] as const;
export type FollowUpView = (typeof followUpViews)[number];

/**
 * The lead list, its table and its CSV export take the same filters, kept in the page's URL so a view can be
 * bookmarked. `owner` is a staff id, `me` (the signed-in staff member) or `none` (nobody has taken it).
 */
export const adminLeadFilterSchema = z.object({
  q: safeText(z.string().trim().max(200), false).optional(),
  status: z.enum(leadStatuses).optional(),
  source: z.enum(leadSources).optional(),
  region: z.enum(adminRegions).optional(),
  owner: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Choose a staff member' })
    .optional(),
  due: z.enum(followUpViews).optional(),
});
export type AdminLeadFilter = z.infer<typeof adminLeadFilterSchema>;

/** The lead table's columns a staff member can sort by. */
export const leadSortColumns = [
  'received',
  'name',
  'source',
  'status',
  'region',
  'estimate',
  'owner',
  'followUp',
] as const;
export type LeadSortColumn = (typeof leadSortColumns)[number];

const leadIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const tablePositionSchema = z
  .string()
  .max(1_000)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a page of this table' });

/**
 * One view of the lead table: the filters, the sort and the page number (from 1), all from the URL. The
 * pager's links also carry where the row the page starts after (Next) or ends before (Previous) stands in the
 * order, so the page is read from that place rather than counted from the first (docs/decisions/069).
 */
export const leadTableQuerySchema = adminLeadFilterSchema.extend({
  sort: z.enum(leadSortColumns).default('received'),
  dir: z.enum(['ascending', 'descending']).default('descending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  after: tablePositionSchema.optional(),
  before: tablePositionSchema.optional(),
});
export type LeadTableQuery = z.infer<typeof leadTableQuerySchema>;

/** The rows of one table page, and how many leads match the filters in all. */
export interface LeadTablePage {
  items: AdminLead[];
  total: number;
  page: number;
  pageSize: number;
  /** Where the first and the last row stand in the order: the pager's Previous and Next links carry them. */
  previous?: string;
  next?: string;
}

/** The CSV export of a selection: the chosen leads' ids, comma-separated in the URL, at most 500. */
export const maxCsvSelection = 500;
export const leadCsvQuerySchema = leadTableQuerySchema.omit({ page: true, after: true, before: true }).extend({
  ids: z
    .string()
    .max(maxCsvSelection * 65)
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length >= 1 && ids.length <= maxCsvSelection, {
      error: `Select 1 to ${maxCsvSelection} leads`,
    })
    .refine((ids) => ids.every((id) => leadIdPattern.test(id)), { error: 'Not a lead id' })
    .optional(),
});
export type LeadCsvQuery = z.infer<typeof leadCsvQuerySchema>;

/** A bulk action on at most this many selected leads (docs/decisions/032). */
export const maxBulkLeads = 200;
const leadCount = (count: number) => (count === 1 ? '1 lead' : `${count.toLocaleString('en-US')} leads`);
export const bulkMessages = {
  leads: `Select 1 to ${maxBulkLeads} leads`,
  oneChange: 'Choose either a status or an owner',
  /** How many rows of the table are selected. */
  selected: (count: number) => `${leadCount(count)} selected`,
  /** A bulk change saved: every selected lead is as chosen. */
  updated: (count: number) => `${leadCount(count)} updated`,
  failed: 'Failed to update the selected leads',
} as const;

/**
 * A change of status or owner for the selected leads, each at the version the table showed (`updatedAt`):
 * all of them change, or none (409 with the ones changed since). `ownerId` null gives them back to nobody.
 */
export const leadBulkSchema = z
  .object({
    leads: z
      .array(
        z.object({ id: z.string().regex(leadIdPattern, { error: 'Not a lead id' }), updatedAt: z.string().max(40) }),
      )
      .min(1, { error: bulkMessages.leads })
      .max(maxBulkLeads, { error: bulkMessages.leads })
      .refine((leads) => new Set(leads.map((lead) => lead.id)).size === leads.length, {
        error: 'Each lead only once',
      }),
    status: z.enum(leadStatuses).optional(),
    ownerId: z.string().max(64).nullable().optional(),
  })
  .refine((bulk) => (bulk.status === undefined) !== (bulk.ownerId === undefined), {
    error: bulkMessages.oneChange,
    path: ['status'],
  });
export type LeadBulk = z.infer<typeof leadBulkSchema>;

/** Lists are paged (docs/decisions/023): at most this many rows per answer, 50 unless asked otherwise. */
export const maxPageSize = 200;
export const defaultPageSize = 50;
export const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  cursor: z
    .string()
    .max(300)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Not a cursor from this list' })
    .optional(),
});
export type PageRequest = z.infer<typeof pageSchema>;

/** One page of a list; `nextCursor` asks for the next one and is absent on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/**
 * An edit of a lead: only the fields given change, the rest of what the browser sends is ignored. An empty
 * estimated value is 0 (docs/product.md §12.3).
 */
export const leadUpdateSchema = z.object({
  status: z.enum(leadStatuses).optional(),
  estimatedValue: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  notes: safeText(z.string().max(5000), true).nullable().optional(),
  /** The staff member who takes the lead on; null gives it back to nobody. */
  ownerId: z.string().max(64).nullable().optional(),
  /** The day staff promise to follow up, YYYY-MM-DD; null clears it. */
  followUpOn: z.iso.date({ error: 'Enter a date like 2026-05-31' }).nullable().optional(),
  /** The lead's `updatedAt` when the editor loaded it; a lead changed since answers 409 with its current state. */
  updatedAt: z.string().max(40).optional(),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/**
 * What the lead dialog edits: the spec's three fields (docs/product.md, section 12.3), checked with the API's own
 * rules.
 */
export const leadEditSchema = leadUpdateSchema.pick({ status: true, estimatedValue: true, notes: true });

export const projectStatuses = ['planning', 'in-progress', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/**
 * A tracked project (docs/product.md §12.4): what the staff pages read of a `projects` row, which the Worker
 * hands over as it is stored (docs/decisions/066), so a column whose type changes fails to compile here.
 */
export interface AdminProject {
  id: string;
  name: string;
  client: string;
  location: string;
  type: string;
  status: ProjectStatus;
  progress: number;
  budget: number;
  /** Null until staff record what the project has cost. */
  actualCost: number | null;
  /** The version an edit sends back: a project changed since answers 409 (docs/decisions/023). */
  updatedAt: string;
}

export const projectInputSchema = z.object({
  name: requiredText('Project name is required'),
  client: requiredText('Client is required'),
  location: requiredText(fieldMessages.location),
  type: requiredText('Project type is required'),
  status: z.enum(projectStatuses),
  progress: z.number().int().min(0, { error: 'Progress is 0 to 100' }).max(100, { error: 'Progress is 0 to 100' }),
  budget: z.number().int().min(0).max(10_000_000_000),
  actualCost: z.number().int().min(0).max(10_000_000_000).nullable().optional(),
});

/** A project edit: any of the fields, and the `updatedAt` the editor loaded (409 when it has changed). */
export const projectEditSchema = projectInputSchema.partial().extend({ updatedAt: z.string().max(40).optional() });

export const staleEditMessages = {
  leads:
    'Someone else changed some of these leads while you were choosing. Nothing was changed; check them and try again.',
  lead: 'Someone else changed this lead while you were editing. It now shows their version; make your change again if it still applies.',
  project:
    'Someone else changed this project while you were editing. It now shows their version; make your change again if it still applies.',
} as const;
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** The four summary cards (docs/product.md §12.2). */
export interface AdminSummary {
  totalLeads: number;
  activeProjects: number;
  pipelineValue: number;
  /** Won leads over all leads, as a rounded percentage; 0 with no leads. */
  conversionRate: number;
}

export interface CountShare<Key extends string> {
  key: Key;
  count: number;
  /** Share of all leads, a rounded percentage. */
  share: number;
}

/** GET /api/admin/analytics. */
export interface AdminAnalytics {
  summary: AdminSummary;
  bySource: CountShare<LeadSource>[];
  byRegion: CountShare<AdminRegion>[];
  /** The last 12 weeks, oldest first; weeks start on Monday (UTC), as YYYY-MM-DD. */
  perWeek: { weekStart: string; count: number }[];
}

/**
 * NDA access codes as staff see them: never the code, except once in the answer that creates it. The columns
 * of an `nda_access_codes` row that staff read (docs/decisions/066).
 */
export interface AdminNdaCode {
  id: string;
  label: string;
  createdAt: string;
  /** Null while the code still opens the portal. */
  revokedAt: string | null;
}
export const ndaCodeCreateSchema = z.object({
  label: minText(2, 'Say who the code is for', limits.shortText),
});
export interface AdminNdaCodeCreated extends AdminNdaCode {
  code: string;
}

/** The changes the dashboard's tabs make through their pages' actions (docs/product.md §12.2, §12.6). */
export const projectActionSchema = z.discriminatedUnion('intent', [
  projectInputSchema.extend({ intent: z.literal('add') }),
  projectEditSchema.extend({ intent: z.literal('edit'), id: z.string().min(1).max(64) }),
]);
export const ndaCodeActionSchema = z.discriminatedUnion('intent', [
  ndaCodeCreateSchema.extend({ intent: z.literal('create') }),
  z.object({ intent: z.literal('revoke'), id: z.string().min(1).max(64) }),
]);
/** The Sessions tab: end a session, or manage the member's passkeys. */
export const sessionActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('end'),
    id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a session of yours' }),
  }),
  ...passkeyActionSchemas,
]);
export const signOutActionSchema = z.object({ intent: z.literal('sign-out') });

export interface AdminConversationSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  firstQuestion: string;
}
/** A conversation with its `chat_messages` rows as staff read them (docs/decisions/066). */
export interface AdminConversation extends AdminConversationSummary {
  /** `answeredBy` is null for the visitor's own messages. */
  messages: { role: 'user' | 'assistant'; content: string; answeredBy: 'built-in' | 'model' | null; at: string }[];
}
