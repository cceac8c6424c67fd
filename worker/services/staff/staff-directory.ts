import type { StaffMember } from '@site/domain/staff/sign-in';
import { formerName } from '@site/domain/staff/team';
import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema';

/** The staff who can take a lead on: active accounts, by name (owner pickers and filters list them). */
export const listActiveStaff = (db: Database): Promise<Pick<StaffMember, 'id' | 'name'>[]> =>
  db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(isNull(staff.disabledAt))
    .orderBy(asc(staff.name))
    .all();

/**
 * Everyone who may appear on a timeline, deactivated accounts included: their past changes keep their name,
 * marked former (docs/decisions/094). The timeline names owners by id and authors by e-mail.
 */
export const staffNames = async (db: Database): Promise<Pick<StaffMember, 'id' | 'email' | 'name'>[]> => {
  const rows = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, disabledAt: staff.disabledAt })
    .from(staff)
    .orderBy(asc(staff.name))
    .all();
  return rows.map(({ disabledAt, ...member }) => (disabledAt ? { ...member, name: formerName(member.name) } : member));
};
