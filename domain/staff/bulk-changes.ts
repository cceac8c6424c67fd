import { z } from '../forms/zod';
import { leadStatuses } from '../leads/leads';
import { leadIdPattern } from './lead-table';

/** A status or owner change of the table's selection, all or nothing (docs/decisions/032). */

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
