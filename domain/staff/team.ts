import { z } from '../forms/zod';
import { staffRoles, type StaffRole } from './roles';

/**
 * The Team page (docs/product.md §12.14, docs/decisions/094): every member with how they sign in and where, and
 * what an owner may change about them. The browser and the Worker check the same schema.
 */

export const teamMessages = {
  member: 'Choose a member of the team',
  role: 'Choose owner or staff',
  session: 'Not a session of this member',
  lastOwner: 'The team needs at least one active owner. Make another member an owner first.',
  gone: 'This member no longer exists.',
  sessionGone: 'This session has already ended.',
  roleChanged: 'Role changed',
  deactivated: 'Member deactivated: their sessions have ended and they cannot sign in.',
  alreadyDeactivated: 'This member is already deactivated.',
  reactivated: 'Member reactivated: they can sign in again.',
  alreadyActive: 'This member is already active.',
  secondFactorReset: 'Second factor reset: their next sign-in enrols a new authenticator.',
  sessionEnded: 'Session ended',
  ownerPasskeysOn: 'Owners now sign in only with a passkey.',
  ownerPasskeysOff: 'Owners may sign in with a password and code again.',
  ownerPasskeyFirst: 'Add a passkey to your own account (Sessions tab) before you require one for owners.',
  /** The sign-in page's answer to an owner's right password while owners must use a passkey. */
  ownerPasskeyRequired: 'Owners of this team sign in with a passkey. Use "Sign in with a passkey".',
  deactivatedRole: 'Reactivate this member before changing their role.',
} as const;

/** A text appended to the name of a deactivated member wherever their past work still shows it. */
export const formerSuffix = ' (former)';
export const formerName = (name: string) => `${name}${formerSuffix}`;

/** One of a member's open sessions, as an owner sees it (the id is the session's hash, never its cookie). */
export interface TeamSession {
  id: string;
  deviceHint: string;
  createdAt: string;
  lastSeenAt: string;
}

/** A member of the team as the Team page lists them. */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The last completed sign-in the security log holds (400 days), or null. */
  lastSignInAt: string | null;
  /** Whether an authenticator app is enrolled; every account has a password. */
  authenticator: boolean;
  passkeys: number;
  sessions: TeamSession[];
  /** When an owner deactivated them; null while active. */
  deactivatedAt: string | null;
  /** The member viewing the page. */
  you: boolean;
}

/** The team and its one setting, as the Team page loads them. */
export interface TeamOverview {
  members: TeamMember[];
  /** Owners sign in only with a passkey (docs/decisions/094). */
  ownerPasskeysRequired: boolean;
}

const memberId = z
  .string({ error: teamMessages.member })
  .min(1, { error: teamMessages.member })
  .max(64, { error: teamMessages.member })
  .regex(/^[A-Za-z0-9_-]+$/, { error: teamMessages.member });

/** Every change an owner makes on the Team page, one intent each. */
export const teamActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('role'), id: memberId, role: z.enum(staffRoles, { error: teamMessages.role }) }),
  z.object({ intent: z.literal('deactivate'), id: memberId }),
  z.object({ intent: z.literal('reactivate'), id: memberId }),
  z.object({ intent: z.literal('reset-second-factor'), id: memberId }),
  z.object({
    intent: z.literal('end-session'),
    id: memberId,
    sessionId: z.string().regex(/^[0-9a-f]{64}$/, { error: teamMessages.session }),
  }),
  z.object({ intent: z.literal('owner-passkeys'), required: z.boolean() }),
]);
export type TeamAction = z.input<typeof teamActionSchema>;

/** Whether a member is the last active owner: demoting or deactivating them would leave the team without one. */
export const isLastOwner = (member: TeamMember, members: readonly TeamMember[]) =>
  member.role === 'owner' &&
  member.deactivatedAt === null &&
  !members.some((other) => other.id !== member.id && other.role === 'owner' && other.deactivatedAt === null);
