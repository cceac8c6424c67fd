import { utf8 } from './crypto';

/** Shortest secret accepted: 32 characters of random text is 128+ bits. */
const minimumSecretLength = 32;

/** What a keyed hash is for: each purpose gets its own key, so one tag can never stand in for another. */
export type HashPurpose =
  'client-address' | 'nda-access-code' | 'confirmation-recipient' | 'staff-account' | 'inbound-sender';

export type KeyedHash = (text: string | Uint8Array<ArrayBuffer>) => Promise<string>;

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

async function hmacKey(secret: Uint8Array<ArrayBuffer>) {
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/**
 * HMAC-SHA-256 under a key derived from the `KEYED_HASH_SECRET` binding and the purpose (docs/decisions/023).
 * Without the secret, a copied database or a log line cannot be turned back into an address or a code by
 * trying every candidate. A missing or short secret is a deployment mistake and fails loudly.
 */
export async function keyedHash(secret: string | undefined, purpose: HashPurpose): Promise<KeyedHash> {
  if (!secret || secret.length < minimumSecretLength) {
    throw new Error(`KEYED_HASH_SECRET must be set to at least ${minimumSecretLength} characters (see docs/deploy.md)`);
  }
  const purposeKey = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(utf8(secret)), utf8(purpose)));
  const key = await hmacKey(purposeKey);
  return async (text) => hex(await crypto.subtle.sign('HMAC', key, typeof text === 'string' ? utf8(text) : text));
}
