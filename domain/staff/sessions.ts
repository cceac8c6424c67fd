import { passkeyActionSchemas } from './passkeys';
import { z } from '../forms/zod';

/** The Sessions tab: a member's own sessions and passkeys (docs/product.md §12.6). */

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

/** The Sessions tab: end a session, or manage the member's passkeys. */
export const sessionActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('end'),
    id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a session of yours' }),
  }),
  ...passkeyActionSchemas,
]);
