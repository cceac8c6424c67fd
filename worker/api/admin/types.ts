import type { StaffMember } from '@site/domain/admin';
import type { Database } from '../../db/client';

/** Every /api/admin handler behind `requireStaff` knows who is asking and has the database at hand. */
export interface AdminEnv {
  Bindings: Env;
  Variables: { staff: StaffMember; sessionId: string; db: Database };
}
