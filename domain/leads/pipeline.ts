import { leadUpdateSchema } from '../staff/lead-edits';
import type { AdminLead } from '../staff/lead-table';
import { leadReplySchema } from './conversations';
import { leadErasureSchema } from './erasure';
import { leadStatuses, type LeadStatus } from './leads';
import { limits } from '../forms/text';
import { requiredText } from '../forms/text-schema';
import { z } from '../forms/zod';

/**
 * Working the pipeline (docs/product.md §12.7, docs/decisions/029): the status board's columns with their
 * counts and estimated value, follow-up days read against the office's calendar, and notes.
 */

/** The board shows at most this many cards a column; the rest are counted ("n more") and reached by the list. */
export const boardColumnSize = 25;
/** The follow-up panel lists at most this many leads a section. */
export const followUpListSize = 25;

/** One board column: its first cards, and the count and estimated value of every lead in it. */
export interface BoardColumn {
  status: LeadStatus;
  leads: AdminLead[];
  count: number;
  /** Sum of the estimates of all the column's leads; a lead without one counts 0. */
  estimatedValue: number;
}

/** What the database answers per status: how many leads, and the sum of their estimates. */
export interface StatusTotal {
  status: LeadStatus;
  count: number;
  estimatedValue: number;
}

/**
 * The six columns in pipeline order (new → contacted → qualified → proposal → won / lost), each with its
 * totals; a status nobody is in is an empty column rather than a missing one.
 */
export function boardColumns(totals: readonly StatusTotal[], cards: Partial<Record<LeadStatus, AdminLead[]>>) {
  return leadStatuses.map((status): BoardColumn => {
    const total = totals.find((row) => row.status === status);
    return { status, leads: cards[status] ?? [], count: total?.count ?? 0, estimatedValue: total?.estimatedValue ?? 0 };
  });
}

/** Leads in the column that the board does not show. */
export const hiddenCount = (column: BoardColumn) => Math.max(0, column.count - column.leads.length);

/**
 * The board after `leadId` moved to `status`, before the server has answered: the card leaves its column
 * and heads the new one, and both columns' counts and values follow it. Unchanged when the lead is not on
 * the board or is already there.
 */
export function moveOnBoard(columns: readonly BoardColumn[], leadId: string, status: LeadStatus): BoardColumn[] {
  const from = columns.find((column) => column.leads.some((lead) => lead.id === leadId));
  const lead = from?.leads.find((card) => card.id === leadId);
  if (!from || !lead || from.status === status) return [...columns];
  const value = lead.estimatedValue ?? 0;
  return columns.map((column) => {
    if (column.status === from.status) {
      return {
        ...column,
        leads: column.leads.filter((card) => card.id !== leadId),
        count: column.count - 1,
        estimatedValue: column.estimatedValue - value,
      };
    }
    if (column.status === status) {
      return {
        ...column,
        leads: [{ ...lead, status }, ...column.leads],
        count: column.count + 1,
        estimatedValue: column.estimatedValue + value,
      };
    }
    return column;
  });
}

export type FollowUpState = 'overdue' | 'due-today' | 'upcoming';

/** Where a promised follow-up day stands on `today` (both YYYY-MM-DD, which compare as text). */
export function followUpState(followUpOn: string | null, today: string): FollowUpState | undefined {
  if (!followUpOn) return undefined;
  if (followUpOn < today) return 'overdue';
  return followUpOn === today ? 'due-today' : 'upcoming';
}

/** Won and lost leads need no follow-up, whatever day was set on them. */
export const closedStatuses: readonly LeadStatus[] = ['won', 'lost'];

/** The follow-up panel: leads whose day is today, and leads whose day has passed, each list bounded. */
export interface FollowUpQueue {
  today: string;
  dueToday: AdminLead[];
  overdue: AdminLead[];
  dueTodayCount: number;
  overdueCount: number;
}

export const pipelineMessages = {
  noteEmpty: 'Write the note first',
  noteAdded: 'Note added',
  planSaved: 'Owner and follow-up saved',
  moved: (name: string, status: string) => `${name} moved to ${status}`,
} as const;

/** A note on a lead's timeline: what was said or done, in the staff member's words. */
export const leadNoteSchema = z.object({
  text: requiredText(pipelineMessages.noteEmpty, limits.longText),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** Who follows the lead up and when: one audited edit of the lead, refused when the lead changed meanwhile. */
export const leadPlanSchema = leadUpdateSchema.pick({ ownerId: true, followUpOn: true }).extend({
  updatedAt: z.string().max(40),
});
export type LeadPlan = z.infer<typeof leadPlanSchema>;

/** A card dropped in another column: a status change made on the version of the lead the board showed. */
export const boardMoveSchema = z.object({
  leadId: z.string().min(1).max(64),
  status: z.enum(leadStatuses),
  updatedAt: z.string().max(40),
});
export type BoardMove = z.infer<typeof boardMoveSchema>;

/** Everything the lead page changes, one JSON body per change, each checked by its own schema. */
export const leadPageActionSchema = z.discriminatedUnion('intent', [
  leadUpdateSchema
    .pick({ status: true, estimatedValue: true, notes: true })
    .extend({ intent: z.literal('edit'), updatedAt: z.string().max(40) }),
  leadPlanSchema.extend({ intent: z.literal('plan') }),
  leadNoteSchema.extend({ intent: z.literal('note') }),
  z.object({ intent: z.literal('resend'), notificationId: z.string().min(1).max(64) }),
  // The reply's key, made by the page for each reply it composes: a reply sent again is stored once.
  leadReplySchema.extend({ intent: z.literal('reply'), replyKey: z.uuid() }),
  leadErasureSchema.extend({ intent: z.literal('erase') }),
  // An unverified lead (docs/decisions/089) confirmed as a real enquiry, or discarded as spam, which erases it.
  z.object({ intent: z.literal('confirm') }),
  leadErasureSchema.extend({ intent: z.literal('discard') }),
]);
export type LeadPageAction = z.input<typeof leadPageActionSchema>;
