import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUri, totpCode, totpStepAt } from './totp';

describe('TOTP', () => {
  // RFC 6238 appendix B, the SHA-1 rows: the 20-byte ASCII seed "12345678901234567890" (here in base32),
  // 30-second steps. The RFC prints 8 digits; authenticator apps show 6, the last 6 of the same value.
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at T=%i', (seconds, expected) => {
    expect(totpCode(rfcSecret, { nowMs: seconds * 1000 })).toBe(expected.slice(-6));
  });

  it('makes a new 160-bit secret in base32 each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the code of the step before, now and after, and nothing further away', () => {
    const now = 1111111111_000;
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp(rfcSecret, totpCode(rfcSecret, { step: step + offset }), now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchTotp(rfcSecret, totpCode(rfcSecret, { step: step + offset }), now)).toBeNull();
    }
    expect(matchTotp(rfcSecret, '12345', now)).toBeNull();
    expect(matchTotp(rfcSecret, '14050471', now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read, with the secret as staff would type it', () => {
    expect(otpauthUri('Pacific Span Builders', 'ana@pacificspan.example', rfcSecret)).toBe(
      `otpauth://totp/Pacific%20Span%20Builders:ana%40pacificspan.example?issuer=Pacific%20Span%20Builders&secret=${rfcSecret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
