import type { StaffMember } from './sign-in';

/**
 * Staff roles, least privilege (docs/product.md §12.1, docs/decisions/090): an `owner` runs the team and may do
 * what cannot be undone or takes every lead out of the office; a `staff` member works the leads.
 */
export const staffRoles = ['owner', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who is signed in, as the staff pages read it: the member and the role the guard checks. */
export interface SignedInStaffMember extends StaffMember {
  role: StaffRole;
}

/** Whether a member of `role` may use what needs `needed`: an owner may do everything a staff member may. */
export const roleAllows = (role: StaffRole, needed: StaffRole) => needed === 'staff' || role === 'owner';

export const roleLabels: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

/**
 * Every text that tells a member what their role does not let them do: the guard's 403 and the pages' reasons
 * beside a disabled control, kept here so the page and the refusal say the same.
 */
export const roleMessages = {
  refused: 'Only an owner can do this. Ask an owner of your team.',
  erase: 'Only an owner can erase a lead.',
  exportCsv: 'Only an owner can export leads to CSV.',
  ndaCodes: 'Only an owner can create or revoke access codes.',
  team: 'Only an owner can change roles, deactivate members, reset a second factor or end their sessions.',
} as const;
