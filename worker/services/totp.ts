/**
 * TOTP (RFC 6238 over RFC 4226 HOTP) as authenticator apps speak it by default: HMAC-SHA-1, 30-second
 * steps, 6 digits (docs/decisions/022). Web Crypto only, so the Worker, the scripts and the end-to-end
 * tests compute the same codes.
 */
export const totpStepSeconds = 30;
export const totpDigits = 6;
/** Steps either side of now that are still accepted: a phone clock a little off, a code typed late. */
export const totpDriftSteps = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the form authenticator apps expect a secret in. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += base32Alphabet[(value << (5 - bits)) & 31];
  return output;
}

/** Null for anything that is not base32; spaces and lower case are forgiven, as people copy secrets. */
export function fromBase32(text: string): Uint8Array<ArrayBuffer> | null {
  const clean = text.replaceAll(/[\s=]/g, '').toUpperCase();
  if (!/^[A-Z2-7]*$/.test(clean)) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    value = (value << 5) | base32Alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** 20 random bytes, the length RFC 4226 recommends for HMAC-SHA-1, as base32. */
export const newTotpSecret = () => toBase32(crypto.getRandomValues(new Uint8Array(20)));

export const totpStepAt = (nowMs: number) => Math.floor(nowMs / 1000 / totpStepSeconds);

/** The HOTP value of one counter (RFC 4226 section 5.3), as a zero-padded string of `digits`. */
export async function hotp(secret: Uint8Array<ArrayBuffer>, counter: number, digits = totpDigits): Promise<string> {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message));
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const binary = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows for a base32 secret at a moment (or a given step). */
export async function totpCode(secret: string, at: { nowMs: number } | { step: number }): Promise<string> {
  const bytes = fromBase32(secret);
  if (!bytes) throw new Error('A TOTP secret is base32');
  return hotp(bytes, 'step' in at ? at.step : totpStepAt(at.nowMs));
}

/**
 * The step whose code `code` is, within the drift either side of now, or null. Every candidate is
 * computed and compared, so the time taken does not say which step matched. The caller refuses a step at
 * or before the last one accepted, so a code is never accepted twice.
 */
export async function matchTotp(secret: string, code: string, nowMs: number): Promise<number | null> {
  const bytes = fromBase32(secret);
  if (!bytes || !/^\d{6}$/.test(code)) return null;
  const now = totpStepAt(nowMs);
  let matched: number | null = null;
  for (let step = now - totpDriftSteps; step <= now + totpDriftSteps; step += 1) {
    const expected = await hotp(bytes, step);
    let difference = 0;
    for (let index = 0; index < totpDigits; index += 1)
      difference |= expected.charCodeAt(index) ^ code.charCodeAt(index);
    if (difference === 0 && matched === null) matched = step;
  }
  return matched;
}

/**
 * What the QR code carries (Key Uri Format): the app shows "Pacific Span Builders (ana@...)". Percent-encoded
 * throughout: some apps show a `+` from form encoding literally.
 */
export function otpauthUri(issuer: string, accountName: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const params = Object.entries({ secret, issuer, algorithm: 'SHA1', digits: totpDigits, period: totpStepSeconds })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `otpauth://totp/${label}?${params}`;
}
