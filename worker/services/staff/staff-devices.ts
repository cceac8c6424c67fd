import { fromBase64Url, randomBytes, toBase64Url, utf8 } from '../protection/crypto';
import type { StaffKeys } from './staff-keys';
import { staffCookie } from './staff-sessions';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies", docs/decisions/022): a
 * browser that completed a sign-in of an account gets a signed cookie naming that account. While someone
 * elsewhere guesses the account's password, the throttle on unknown browsers slows them, and this browser
 * signs in as usual, with a failure limit of its own.
 */
export const deviceCookieName = '__Host-admin_device';
export const deviceLifetimeMs = 90 * 24 * 60 * 60_000;

export interface Device {
  staffId: string;
  /** Random per issued cookie: the key its failures are counted under. */
  deviceId: string;
  expiresAt: number;
}

const signedPart = (device: Device) => `${device.staffId}.${device.deviceId}.${device.expiresAt}`;

export async function issueDeviceCookie(keys: StaffKeys, staffId: string, now = Date.now()): Promise<string> {
  const device = { staffId, deviceId: toBase64Url(randomBytes(16)), expiresAt: now + deviceLifetimeMs };
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', keys.device, utf8(signedPart(device))));
  const value = `${signedPart(device)}.${toBase64Url(signature)}`;
  return staffCookie(deviceCookieName, value, deviceLifetimeMs / 1000);
}

export type DeviceCheck = { valid: true; device: Device } | { valid: false; reason: 'missing' | 'forged' | 'expired' };

/** A cookie value is trusted only with our signature over all of it and before its expiry. */
export async function checkDeviceCookie(keys: StaffKeys, value: string | null, now = Date.now()): Promise<DeviceCheck> {
  if (!value) return { valid: false, reason: 'missing' };
  const [staffId, deviceId, expiresText, signatureText, ...rest] = value.split('.');
  const signature = fromBase64Url(signatureText ?? '');
  const expiresAt = Number(expiresText);
  if (!staffId || !deviceId || !signature || rest.length > 0 || !Number.isSafeInteger(expiresAt)) {
    return { valid: false, reason: 'forged' };
  }
  const device = { staffId, deviceId, expiresAt };
  if (!(await crypto.subtle.verify('HMAC', keys.device, signature, utf8(signedPart(device))))) {
    return { valid: false, reason: 'forged' };
  }
  if (expiresAt <= now) return { valid: false, reason: 'expired' };
  return { valid: true, device };
}
