import { z } from '../forms/zod';
import { safeText } from '../forms/text-schema';

/**
 * Passkeys for staff (docs/product.md §12.1, docs/decisions/091): what the browser and the Worker exchange,
 * checked with the same schemas on both sides.
 */

export const passkeyMessages = {
  name: 'Name this passkey, for example Work laptop (at most 60 characters)',
  response: 'Your browser did not answer with a passkey. Try again.',
  signInFailed: 'That passkey did not sign you in. Try again, or sign in with your password.',
  addFailed: 'The passkey was not added. Try again.',
  added: 'Passkey added',
  removed: 'Passkey removed',
  renamed: 'Passkey renamed',
  gone: 'This passkey is already gone.',
} as const;

/** A passkey as its member sees it on the Sessions tab. */
export interface AdminPasskey {
  id: string;
  name: string;
  createdAt: string;
  /** Null until it has signed in once. */
  lastUsedAt: string | null;
}

/** What the sign-in page hands the browser's passkey prompt: a fresh challenge for this site's passkeys. */
export interface PasskeySignInOptions {
  challenge: string;
  rpId: string;
  timeout: number;
  userVerification: 'required';
}

const base64Url = (max: number) =>
  z
    .string({ error: passkeyMessages.response })
    .max(max, { error: passkeyMessages.response })
    .regex(/^[A-Za-z0-9_-]*$/, { error: passkeyMessages.response });

export const credentialIdSchema = base64Url(1_400).min(1, { error: passkeyMessages.response });

const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** What `startRegistration` of @simplewebauthn/browser answers. */
export const registrationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(4_000),
    attestationObject: base64Url(20_000),
    authenticatorData: base64Url(4_000).optional(),
    transports: z
      .array(
        z
          .string()
          .max(20)
          .regex(/^[a-z-]+$/, { error: passkeyMessages.response }),
      )
      .max(10)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url(4_000).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

/** What `startAuthentication` of @simplewebauthn/browser answers. */
export const authenticationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(4_000),
    authenticatorData: base64Url(4_000),
    signature: base64Url(4_000),
    userHandle: base64Url(200).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

export const passkeyNameSchema = safeText(
  z.string({ error: passkeyMessages.name }).trim().min(1, { error: passkeyMessages.name }).max(60, {
    error: passkeyMessages.name,
  }),
  false,
);

/** The passkey sign-in's answer: the authenticator's signature over the challenge. */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/** The Sessions tab's passkey actions: ask for a challenge, add the passkey made for it, rename or remove one. */
export const passkeyActionSchemas = [
  z.object({ intent: z.literal('passkey-options') }),
  z.object({ intent: z.literal('passkey-add'), name: passkeyNameSchema, response: registrationResponseSchema }),
  z.object({ intent: z.literal('passkey-rename'), id: credentialIdSchema, name: passkeyNameSchema }),
  z.object({ intent: z.literal('passkey-remove'), id: credentialIdSchema }),
] as const;

/** The Sessions tab's form for a new passkey: its name. */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
