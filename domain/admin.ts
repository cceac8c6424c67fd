import { z } from './zod';
import type { UrgencyLevel } from './emergency';
import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from './leads';
import { safeText } from './text';

/**
 * The contract between the /admin pages and the /api/admin endpoints (spec part 2 §2 /admin, §3, §7, and
 * the protection of product decisions). Money is whole US dollars, as the spec's estimatedValue is.
 */

export const adminMessages = {
  email: 'Enter your staff e-mail address',
  password: 'Enter your password',
  signInFailed: 'E-mail or password is not right.',
  lockedOut: 'Too many failed sign-ins. Try again later.',
  leadUpdated: 'Lead updated successfully',
  leadUpdateFailed: 'Failed to update lead',
} as const;

export const adminSignInSchema = z.object({
  email: z.email({ error: adminMessages.email }).max(254),
  password: z.string({ error: adminMessages.password }).min(1, { error: adminMessages.password }).max(1024),
});
export type AdminSignIn = z.infer<typeof adminSignInSchema>;

/** The signed-in staff member, as pages and the audit trail name them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
}

/** Spec §3 Lead (read by admin), plus what staff need to sort and trust it. */
export interface AdminLead {
  id: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  location: string;
  projectType: string;
  status: LeadStatus;
  source: LeadSource;
  estimatedValue?: number;
  notes?: string;
  urgency?: UrgencyLevel;
  isUrgent: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One change in a lead's timeline: who, when, from → to. */
export interface AdminLeadEvent {
  at: string;
  actor: string;
  kind: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface AdminLeadDetail extends AdminLead {
  /** The whole validated submission, as the visitor sent it. */
  submission: Record<string, unknown>;
  events: AdminLeadEvent[];
}

/** GET /api/admin/leads and its CSV export take the same filters. */
export const adminLeadFilterSchema = z.object({
  q: safeText(z.string().trim().max(200), false).optional(),
  status: z.enum(leadStatuses).optional(),
  source: z.enum(leadSources).optional(),
});
export type AdminLeadFilter = z.infer<typeof adminLeadFilterSchema>;

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
 * PATCH /api/admin/leads/{id}: the spec sends the whole edited lead; only these fields change, the rest is
 * ignored. An empty estimated value is 0 (spec §5 Admin edit).
 */
export const leadUpdateSchema = z.object({
  status: z.enum(leadStatuses),
  estimatedValue: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
  notes: safeText(z.string().max(5000), true).nullable().optional(),
  /** The lead's `updatedAt` when the editor loaded it; a lead changed since answers 409 with its current state. */
  updatedAt: z.string().max(40).optional(),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export const projectStatuses = ['planning', 'in-progress', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Spec §3 Project (admin). */
export interface AdminProject {
  id: string;
  name: string;
  client: string;
  location: string;
  type: string;
  status: ProjectStatus;
  progress: number;
  budget: number;
  actualCost?: number;
  /** The version an edit sends back: a project changed since answers 409 (docs/decisions/023). */
  updatedAt?: string;
}

export const projectInputSchema = z.object({
  name: safeText(z.string().trim().min(1, { error: 'Project name is required' }).max(200), false),
  client: safeText(z.string().trim().min(1, { error: 'Client is required' }).max(200), false),
  location: safeText(z.string().trim().min(1, { error: 'Location is required' }).max(200), false),
  type: safeText(z.string().trim().min(1, { error: 'Project type is required' }).max(200), false),
  status: z.enum(projectStatuses),
  progress: z.number().int().min(0, { error: 'Progress is 0 to 100' }).max(100, { error: 'Progress is 0 to 100' }),
  budget: z.number().int().min(0).max(10_000_000_000),
  actualCost: z.number().int().min(0).max(10_000_000_000).nullable().optional(),
});

/** A project edit: any of the fields, and the `updatedAt` the editor loaded (409 when it has changed). */
export const projectEditSchema = projectInputSchema.partial().extend({ updatedAt: z.string().max(40).optional() });

/** The answer to an edit of something that changed since it was loaded (HTTP 409). */
export interface StaleEdit<T> {
  message: string;
  current: T;
}
/** Thrown by the admin client for a 409: the edit was not saved, and `current` is the record as it is now. */
export class StaleEditError<T> extends Error {
  override name = 'StaleEditError';
  constructor(
    message: string,
    readonly current: T,
  ) {
    super(message);
  }
}

export const staleEditMessages = {
  lead: 'Someone else changed this lead while you were editing. It now shows their version; make your change again if it still applies.',
  project:
    'Someone else changed this project while you were editing. It now shows their version; make your change again if it still applies.',
} as const;
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** The four summary cards (spec §2 /admin). */
export interface AdminSummary {
  totalLeads: number;
  activeProjects: number;
  pipelineValue: number;
  /** Won leads over all leads, as a rounded percentage; 0 with no leads. */
  conversionRate: number;
}

export const adminRegions = ['California', 'Oregon', 'Hawaii'] as const;
export type AdminRegion = (typeof adminRegions)[number];

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

/** NDA access codes as staff see them: never the code, except once in the answer that creates it. */
export interface AdminNdaCode {
  id: string;
  label: string;
  createdAt: string;
  revokedAt?: string;
}
export const ndaCodeCreateSchema = z.object({
  label: safeText(z.string().trim().min(2, { error: 'Say who the code is for' }).max(200), false),
});
export interface AdminNdaCodeCreated extends AdminNdaCode {
  code: string;
}

export interface AdminConversationSummary {
  id: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  firstQuestion: string;
}
export interface AdminConversation extends AdminConversationSummary {
  messages: { role: 'user' | 'assistant'; content: string; answeredBy?: 'built-in' | 'model'; at: string }[];
}
