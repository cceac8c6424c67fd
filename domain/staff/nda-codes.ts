import { z } from '../forms/zod';
import { minText } from '../forms/text-schema';
import { limits } from '../forms/text';

/** The NDA access codes staff make and revoke (docs/product.md §12.6). */

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

export const ndaCodeActionSchema = z.discriminatedUnion('intent', [
  ndaCodeCreateSchema.extend({ intent: z.literal('create') }),
  z.object({ intent: z.literal('revoke'), id: z.string().min(1).max(64) }),
]);
