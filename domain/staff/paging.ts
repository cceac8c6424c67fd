import { z } from '../forms/zod';

/** Lists are paged (docs/decisions/023). */

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
