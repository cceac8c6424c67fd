import { z } from '../forms/zod';
import { leadStatuses } from '../leads/leads';
import { safeText } from '../forms/text-schema';

/** One lead's audited edit (docs/product.md §12.3, docs/decisions/023). */

/** What a lead's audited edit says, done or refused (docs/product.md §12.3). */
export const leadEditMessages = {
  updated: 'Lead updated successfully',
  failed: 'Failed to update lead',
} as const;

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

export const staleEditMessages = {
  leads:
    'Someone else changed some of these leads while you were choosing. Nothing was changed; check them and try again.',
  lead: 'Someone else changed this lead while you were editing. It now shows their version; make your change again if it still applies.',
  project:
    'Someone else changed this project while you were editing. It now shows their version; make your change again if it still applies.',
} as const;
