import { failureOf } from '../forms/errors';
import { z } from '../forms/zod';

/** Staff sign-in (docs/product.md §12.1): its fields, steps and messages, shared by the page and the Worker. */

/**
 * The contract between the /admin pages and the /api/admin endpoints (docs/product.md §12,
 * docs/api.md), and their protection (docs/product.md §12.1). Money is whole US dollars, as a lead's
 * estimatedValue is.
 */

export const signInMessages = {
  email: 'Enter your staff e-mail address',
  password: 'Enter your password',
  signInFailed: 'E-mail or password is not right.',
  lockedOut: 'Too many failed sign-ins. Try again later.',
  code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Enter the newest code from your app, or an unused recovery code.',
  signInExpired: 'This sign-in has expired. Sign in again with your password.',
} as const;

/**
 * What a refused sign-in step says (password, code or passkey): the server's own sentence, the lockout of
 * repeated failures (429), or else the step's own refusal.
 */
export function signInRefusal(error: unknown, otherwise: string): string {
  const { serverMessage, status } = failureOf(error);
  return serverMessage ?? (status === 429 ? signInMessages.lockedOut : otherwise);
}

export const adminSignInSchema = z.object({
  email: z.email({ error: signInMessages.email }).max(254),
  password: z.string({ error: signInMessages.password }).min(1, { error: signInMessages.password }).max(1024),
  /** Ends every other session of the account once this sign-in completes. */
  endOtherSessions: z.boolean().optional(),
});

export type AdminSignIn = z.infer<typeof adminSignInSchema>;

/**
 * Recovery codes: 24 characters of Crockford's base32 (no i, l, o, u), 120 bits, shown as six groups of
 * four. Typed back with any case, spaces or dashes, and the look-alikes o/i/l read as 0/1.
 */
export const normaliseRecoveryCode = (code: string) =>
  code.toLowerCase().replaceAll(/[\s-]/g, '').replaceAll('o', '0').replaceAll(/[il]/g, '1');

export const recoveryCodePattern = /^[0-9a-hjkmnp-tv-z]{24}$/;

export const totpCodePattern = /^\d{6}$/;

/** The second step of a sign-in: a TOTP code (spaces forgiven, "123 456") or a recovery code. */
export const secondFactorSchema = z.object({
  code: z
    .string({ error: signInMessages.code })
    .max(64, { error: signInMessages.code })
    .transform((code) => code.replaceAll(/\s/g, ''))
    .refine((code) => totpCodePattern.test(code) || recoveryCodePattern.test(normaliseRecoveryCode(code)), {
      error: signInMessages.code,
    }),
});

export type SecondFactor = z.input<typeof secondFactorSchema>;

/**
 * What a right password leads to: the code of an enrolled authenticator, or (at the first sign-in, or
 * after `staff:account -- reset-2fa`) enrolling one with this secret.
 */
export type SignInStep = { step: 'totp' } | { step: 'enrol'; secret: string; otpauthUri: string; accountName: string };

/** A completed sign-in; `recoveryCodes` only once, right after enrolment. */
export interface SignedIn {
  staff: StaffMember;
  recoveryCodes?: string[];
}

/** The signed-in staff member, as pages and the audit trail name them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
}

export const signOutActionSchema = z.object({ intent: z.literal('sign-out') });
