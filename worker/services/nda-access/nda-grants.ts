import { z } from '@site/domain/forms/zod';
import { fromBase64Url, randomBytes, toBase64Url, utf8 } from '../protection/crypto';

/** How long a grant opens the confidential images: enough to look through them, short if it leaks. */
export const grantLifetimeMs = 15 * 60_000;

/** Shortest secret accepted: 32 characters of random text is 128+ bits. */
const minimumSecretLength = 32;

export interface Grant {
  grant: string;
  expiresAt: string;
}

export type GrantCheck =
  { valid: true; leadId: string; codeId: string } | { valid: false; reason: 'expired' | 'invalid' };

export interface GrantSigner {
  /** A grant for the access recorded as `leadId`, opened with the code `codeId` (it ends when the code is revoked). */
  issue(leadId: string, codeId: string, now?: number): Promise<Grant>;
  verify(grant: string, now?: number): Promise<GrantCheck>;
}

const grantPayload = z.object({ lead: z.string(), code: z.string(), exp: z.number() });
type GrantPayload = z.infer<typeof grantPayload>;

const encodePayload = (payload: GrantPayload) => toBase64Url(utf8(JSON.stringify(payload)));

/**
 * Signs and checks grants with HMAC-SHA-256 under the `NDA_GRANT_SECRET` binding (a secret in production,
 * `.dev.vars` locally, written by `npm run db:setup`). A grant is `<payload>.<signature>`, both base64url;
 * the payload names the lead the access was recorded as, the access code that opened it (the images refuse
 * a grant whose code has been revoked since) and the expiry in milliseconds. A missing or short
 * secret is a deployment mistake, so it fails loudly before anything is written.
 */
export async function grantSigner(secret: string | undefined): Promise<GrantSigner> {
  if (!secret || secret.length < minimumSecretLength) {
    throw new Error(`NDA_GRANT_SECRET must be set to at least ${minimumSecretLength} characters (see docs/deploy.md)`);
  }
  const key = await crypto.subtle.importKey('raw', utf8(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    async issue(leadId, codeId, now = Date.now()) {
      const payload = { lead: leadId, code: codeId, exp: now + grantLifetimeMs };
      const encoded = encodePayload(payload);
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(encoded)));
      return { grant: `${encoded}.${toBase64Url(signature)}`, expiresAt: new Date(payload.exp).toISOString() };
    },
    async verify(grant, now = Date.now()) {
      const [encoded, signatureText, ...rest] = grant.split('.');
      const signature = signatureText === undefined ? null : fromBase64Url(signatureText);
      if (encoded === undefined || signature === null || rest.length > 0) return { valid: false, reason: 'invalid' };
      if (!(await crypto.subtle.verify('HMAC', key, signature, utf8(encoded))))
        return { valid: false, reason: 'invalid' };
      // Signed by us, so the payload is the JSON we encoded: another shape would be our bug, and throws.
      const payload = grantPayload.parse(JSON.parse(new TextDecoder().decode(fromBase64Url(encoded) ?? undefined)));
      if (payload.exp <= now) return { valid: false, reason: 'expired' };
      return { valid: true, leadId: payload.lead, codeId: payload.code };
    },
  };
}

/** A grant-shaped token that opens nothing: the answer a bot gets when it fills the honeypot. */
export function decoyGrant(now: number = Date.now()): Grant {
  const payload = { lead: crypto.randomUUID(), code: crypto.randomUUID(), exp: now + grantLifetimeMs };
  return {
    grant: `${encodePayload(payload)}.${toBase64Url(randomBytes(32))}`,
    expiresAt: new Date(payload.exp).toISOString(),
  };
}
