import { company } from '../company/company';

/** The NDA access form's exact messages (docs/product.md §10.1). */
export const ndaMessages = {
  accessCode: 'Access code is required',
  name: 'Name must be at least 2 characters',
  email: 'Invalid email address',
  company: 'Company name is required',
  agreeToNDA: 'You must agree to the NDA to proceed',
} as const;

/**
 * Access codes are 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L): about 59 bits, so
 * guessing is hopeless even before the limits (docs/decisions/023). 10-digit codes had 33 bits.
 * The field takes longer input so the server, not the form, says a code is wrong.
 */
export const accessCodeLength = 12;
export const accessCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** People type codes in any case and with spaces or dashes ("k7pm-3xqa-9r2d"); only the rest counts. */
export const normaliseAccessCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/** A code as it is handed out: groups of four, easy to read aloud and to type. */
export const formatAccessCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** One of the portal's confidential images, as the access answer lists it. */
export interface ConfidentialImage {
  id: string;
  title: string;
  description: string;
  /** GET it with `Authorization: Bearer <grant>`; it is never a public file. */
  url: string;
  width: number;
  height: number;
}

/** The answer to a right access code: the lead's id, a short-lived grant and the images it opens. */
export interface NdaAccessGranted {
  id: string;
  grant: string;
  /** ISO date-time after which the grant opens nothing; enter the code again. */
  expiresAt: string;
  images: ConfidentialImage[];
}

/** The NDA form's texts (docs/product.md §10.1). A failure shows the server's message when there is one. */
export const ndaCopy = {
  submit: 'Access Portal',
  pending: 'Verifying...',
  success: { title: 'Access Granted', description: `Welcome to the ${company.name} partners subdivision portal.` },
  /** The description is the server's message; this is for an answer that carries none. */
  failure: { title: 'Access Denied', description: 'Invalid access code or information' },
  confidential: 'CONFIDENTIAL',
} as const;
