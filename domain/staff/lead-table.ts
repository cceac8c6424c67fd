import { z } from '../forms/zod';
import type { UrgencyLevel } from '../lead-forms/emergency';
import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from '../leads/leads';
import type { ErasedSubmission, LeadSubmissionData } from '../leads/normalise';
import type { AdminNotification } from '../leads/notifications';
import type { PromiseState } from '../leads/promises';
import type { AdminLeadMessage } from '../leads/conversations';
import { safeText } from '../forms/text-schema';
import type { StaffMember } from './sign-in';

/**
 * The lead table (docs/product.md §12.3): a lead as staff read it, the filters, sort and pages of the table, and
 * the CSV export of a selection. Money is whole US dollars, as a lead's estimatedValue is.
 */

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

export const leadIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

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
