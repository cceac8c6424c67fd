import { describe, expect, it } from 'vitest';
import { utf8 } from './crypto';
import { fromBase32, hotp, matchTotp, otpauthUri, toBase32, totpCode, totpStepAt } from './totp';

describe('TOTP', () => {
  // RFC 6238 appendix B, the SHA-1 rows: the 20-byte ASCII seed, 8 digits, 30-second steps.
  const rfcSeed = utf8('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at T=%i', async (seconds, expected) => {
    expect(await hotp(rfcSeed, totpStepAt(seconds * 1000), 8)).toBe(expected);
  });

  it('gives authenticator apps their 6 digits: the last 6 of the RFC values', async () => {
    const secret = toBase32(rfcSeed);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(await totpCode(secret, { nowMs: 59_000 })).toBe('287082');
    expect(await totpCode(secret, { nowMs: 1111111109_000 })).toBe('081804');
  });

  it('round-trips base32, forgiving case and spaces, and refuses other characters', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    const text = toBase32(bytes);
    expect(fromBase32(text)).toEqual(bytes);
    expect(fromBase32(` ${text.toLowerCase().replace(/(.{4})/g, '$1 ')}`)).toEqual(bytes);
    expect(fromBase32('ABC1')).toBeNull();
  });

  it('accepts the code of the step before, now and after, and nothing further away', async () => {
    const secret = toBase32(rfcSeed);
    const now = 1111111111_000;
    const step = totpStepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(await matchTotp(secret, await totpCode(secret, { step: step + offset }), now)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(await matchTotp(secret, await totpCode(secret, { step: step + offset }), now)).toBeNull();
    }
    expect(await matchTotp(secret, '12345', now)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Pacific Span Builders', 'ana@pacificspan.example', 'ABCDEF')).toBe(
      'otpauth://totp/Pacific%20Span%20Builders:ana%40pacificspan.example?secret=ABCDEF&issuer=Pacific%20Span%20Builders&algorithm=SHA1&digits=6&period=30',
    );
  });
});
