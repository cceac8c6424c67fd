import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238 over RFC 4226 HOTP) as authenticator apps speak it by default: HMAC-SHA-1, 30-second
 * steps, 6 digits (docs/decisions/022). The codes come from the otpauth library (docs/decisions/065), whose
 * HMAC is synchronous and the same in the Worker, the scripts and the end-to-end tests.
 */
export const totpStepSeconds = 30;
export const totpDigits = 6;
/** Steps either side of now that are still accepted: a phone clock a little off, a code typed late. */
export const totpDriftSteps = 1;

const parameters = { algorithm: 'SHA1', digits: totpDigits, period: totpStepSeconds };

/** 20 random bytes, the length RFC 4226 recommends for HMAC-SHA-1, as base32: the form authenticator apps expect. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const totpStepAt = (nowMs: number) => TOTP.counter({ period: totpStepSeconds, timestamp: nowMs });

/** The code an authenticator app shows for a base32 secret at a moment (or a given step). */
export const totpCode = (secret: string, at: { nowMs: number } | { step: number }): string =>
  HOTP.generate({
    secret: Secret.fromBase32(secret),
    ...parameters,
    counter: 'step' in at ? at.step : totpStepAt(at.nowMs),
  });

/**
 * The step whose code `code` is, within the drift either side of now, or null. The caller refuses a step
 * at or before the last one accepted, so a code is never accepted twice.
 */
export function matchTotp(secret: string, code: string, nowMs: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    ...parameters,
    timestamp: nowMs,
    window: totpDriftSteps,
  });
  return delta === null ? null : totpStepAt(nowMs) + delta;
}

/**
 * What the QR code carries (Key Uri Format): the app shows "Pacific Span Builders (ana@...)". Percent-encoded
 * throughout: some apps show a `+` from form encoding literally.
 */
export const otpauthUri = (issuer: string, accountName: string, secret: string) =>
  new TOTP({ issuer, label: accountName, secret, ...parameters }).toString();
