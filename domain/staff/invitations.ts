import { z } from '../forms/zod';
import { requiredText } from '../forms/text-schema';
import { limits } from '../forms/text';
import { totpCodePattern } from './sign-in';
import { staffRoles, type StaffRole } from './roles';

/**
 * Staff invitations (docs/product.md §12.15, docs/decisions/095): an owner invites a new member by name, e-mail
 * and role; the e-mail's one-time link, valid 72 hours, lets them choose a password and set up their
 * authenticator app, and the account then exists with the invited role. The schemas are the browser's and the
 * server's both.
 */

/** How long an invitation's link works. */
export const invitationLifetimeHours = 72;
export const invitationLifetimeMs = invitationLifetimeHours * 60 * 60_000;

/** The address of an invitation's acceptance page, which its e-mail links to. */
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

/** The shortest password an invitee may choose; the longest is a limit on work, not a rule (ASVS 5.0 6.2.1, 6.2.9). */
export const staffPasswordMinLength = 15;
export const staffPasswordMaxLength = 256;

export const invitationMessages = {
  name: 'Enter their full name',
  email: 'Enter their work e-mail address',
  role: 'Choose a role',
  alreadyMember: 'This address already has a staff account.',
  alreadyInvited: 'This address already has an invitation waiting. Revoke it first to send a new one.',
  sent: 'Invitation sent',
  revoked: 'Invitation revoked',
  accepted: 'Your account is ready',
  revokeGone: 'This invitation is no longer waiting: it was accepted, revoked or has expired.',
  password: `Choose a password of at least ${staffPasswordMinLength} characters`,
  passwordTooLong: `Use at most ${staffPasswordMaxLength} characters`,
  passwordIsEmail: 'Your password must not be your e-mail address',
  passwordAgain: 'The two passwords are not the same',
  code: 'Enter the 6-digit code your authenticator app shows',
  codeWrong: 'That code is not right. Enter the newest code from your app.',
  enrolment: 'This page is out of date. Open the link in your invitation again.',
} as const;

/**
 * Why an invitation link opens no form: the words of each page (docs/product.md §12.15). A link that names no
 * invitation says only that it does not work; past the client's limit of tries, no link is looked up.
 */
export const invitationUnavailable = {
  expired: {
    title: 'This invitation has expired',
    text: `An invitation link works for ${invitationLifetimeHours} hours. Ask the owner who invited you to send a new one.`,
  },
  used: {
    title: 'This invitation has already been used',
    text: 'Its account is set up. Sign in with the e-mail address and password chosen then.',
  },
  revoked: {
    title: 'This invitation was withdrawn',
    text: 'An owner of the team revoked it. Ask them for a new invitation if you still need an account.',
  },
  unknown: {
    title: 'This invitation link does not work',
    text: 'Check that the whole link from the e-mail was opened, or ask the owner who invited you for a new one.',
  },
  limited: {
    title: 'Too many tries',
    text: 'Too many invitation links were tried from this network. Try again in 15 minutes.',
  },
} as const;
export type InvitationUnavailableReason = keyof typeof invitationUnavailable;

/** The invitation form of /admin/team/invite. */
export const invitationCreateSchema = z.object({
  name: requiredText(invitationMessages.name, limits.name),
  email: z
    .string({ error: invitationMessages.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: invitationMessages.email }).max(254, { error: invitationMessages.email })),
  role: z.enum(staffRoles, { error: invitationMessages.role }),
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** The actions of /admin/team/invite: send an invitation, revoke one still waiting. */
export const invitationActionSchema = z.discriminatedUnion('intent', [
  invitationCreateSchema.extend({ intent: z.literal('invite') }),
  z.object({ intent: z.literal('revoke'), id: z.uuid({ error: 'Choose an invitation' }) }),
]);
export type InvitationAction = z.input<typeof invitationActionSchema>;

/** What the acceptance page sends: the chosen password twice, the first code of the new app, and its sealed key. */
export const invitationAcceptSchema = z
  .object({
    password: z
      .string({ error: invitationMessages.password })
      .min(staffPasswordMinLength, { error: invitationMessages.password })
      .max(staffPasswordMaxLength, { error: invitationMessages.passwordTooLong }),
    passwordAgain: z.string({ error: invitationMessages.passwordAgain }).max(staffPasswordMaxLength),
    code: z
      .string({ error: invitationMessages.code })
      .max(20, { error: invitationMessages.code })
      .transform((code) => code.replaceAll(/\s/g, ''))
      .refine((code) => totpCodePattern.test(code), { error: invitationMessages.code }),
    /** The authenticator key the page showed, sealed by the server so the browser cannot choose its own. */
    enrolment: z
      .string({ error: invitationMessages.enrolment })
      .max(300, { error: invitationMessages.enrolment })
      .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: invitationMessages.enrolment }),
  })
  .refine((input) => input.password === input.passwordAgain, {
    error: invitationMessages.passwordAgain,
    path: ['passwordAgain'],
  });
export type InvitationAccept = z.input<typeof invitationAcceptSchema>;

/** The refusal of a password that is the invitee's own e-mail address, whatever its case. */
export const passwordIsEmail = (password: string, email: string) =>
  password.trim().toLowerCase() === email.trim().toLowerCase();

/** An invitation still waiting, as /admin/team/invite lists it. */
export interface AdminInvitation {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The owner who sent it; null once their account is gone. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** What the acceptance page shows of a live invitation, with the authenticator key to set up. */
export interface InvitationToAccept {
  name: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  expiresAt: string;
  enrolment: { secret: string; otpauthUri: string; accountName: string; sealed: string };
}
