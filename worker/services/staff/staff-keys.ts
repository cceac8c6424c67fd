import { fromBase64Url, randomBytes, toBase64Url, utf8 } from '../protection/crypto';

/** Shortest secret accepted: 32 characters of random text is 128+ bits. */
const minimumSecretLength = 32;

/**
 * The keys of staff sign-in (docs/decisions/022), each derived with HKDF from the `STAFF_AUTH_SECRET`
 * binding for one purpose only, so no value made for one use is ever accepted for another.
 */
export interface StaffKeys {
  /** Signs device cookies. */
  device: CryptoKey;
  /** Encrypts TOTP secrets at rest (AES-GCM). */
  seal: CryptoKey;
  /** Keys the stored hashes of recovery codes, so a copy of the table cannot be guessed offline. */
  recovery: CryptoKey;
  /**
   * Makes an invitation's link token from its id (docs/decisions/095): D1 keeps only the token's SHA-256, and
   * the outbox makes the token again when it writes the e-mail.
   */
  invitation: CryptoKey;
}

export async function staffKeys(secret: string | undefined): Promise<StaffKeys> {
  if (!secret || secret.length < minimumSecretLength) {
    throw new Error(`STAFF_AUTH_SECRET must be set to at least ${minimumSecretLength} characters (see docs/deploy.md)`);
  }
  const root = await crypto.subtle.importKey('raw', utf8(secret), 'HKDF', false, ['deriveKey']);
  const derive = (purpose: string, algorithm: HmacImportParams | AesKeyAlgorithm, usages: KeyUsage[]) =>
    crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: utf8(`staff-auth:${purpose}`) },
      root,
      algorithm,
      false,
      usages,
    );
  const hmac = { name: 'HMAC', hash: 'SHA-256', length: 256 };
  return {
    device: await derive('device-cookie', hmac, ['sign', 'verify']),
    seal: await derive('totp-secret', { name: 'AES-GCM', length: 256 }, ['encrypt', 'decrypt']),
    recovery: await derive('recovery-code', hmac, ['sign']),
    invitation: await derive('invitation-link', hmac, ['sign']),
  };
}

/**
 * Encrypts a TOTP secret for one staff member: `<iv>.<ciphertext>` in base64url. The staff id is the
 * associated data, so a sealed secret copied onto another account's row does not open.
 */
export async function sealSecret(keys: StaffKeys, staffId: string, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(staffId) },
    keys.seal,
    utf8(secret),
  );
  return `${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** Null when the value was not sealed for this staff member under this secret. */
export async function openSecret(keys: StaffKeys, staffId: string, sealed: string): Promise<string | null> {
  const [ivText, bodyText] = sealed.split('.');
  const iv = fromBase64Url(ivText ?? '');
  const body = fromBase64Url(bodyText ?? '');
  if (!iv || !body) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: utf8(staffId) }, keys.seal, body);
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export async function hmacHex(key: CryptoKey, text: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An invitation's link token (docs/decisions/095): the HMAC of its id, so D1 keeps only the token's SHA-256 and
 * the outbox makes the token again when it writes the e-mail; a copy of the database holds no working link.
 */
export async function invitationToken(keys: StaffKeys, invitationId: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', keys.invitation, utf8(invitationId))));
}
