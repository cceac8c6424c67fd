import type { z } from 'zod';
import type { LeadFields } from '@site/domain/leads/lead-source';
import { withSchema, type LeadSourceEntry } from '@site/domain/leads/leads';
import { callbackSource } from '../lead-forms/callback';
import type { callbackSchema } from '../lead-forms/callback-schema';

/**
 * Step 3 of docs/recipes/add-a-lead-form.md, compiled with the project against the registry's own types: the
 * recipe's line is this entry, word for word (scripts/recipes.test.ts). The folders mirror domain/, so the
 * schema's path is the one the real registry uses.
 */
export const leadSourceRegistry = {
  // recipe:start
  callback: withSchema(callbackSource, async () => (await import('../lead-forms/callback-schema')).callbackSchema),
  // recipe:end
} as const satisfies Record<string, LeadSourceEntry>;

/** The check `normaliseLead` makes of every entry (domain/leads/normalise.ts): the normaliser reads what the schema gives. */
export const normalisers: { callback: { normalise: (data: z.output<typeof callbackSchema>) => LeadFields } } =
  leadSourceRegistry;
