import { accessCodeLength, normaliseAccessCode } from '@site/domain/nda';
import { isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ndaAccessCodes } from '../db/schema';
import { equalBytes, fromBase64Url, pbkdf2Sha256, randomBytes, toBase64Url } from './crypto';

/**
 * PBKDF2-SHA-256 rounds per code. 100,000 is the most Workers allow; a 10-digit code is small, so the cost
 * of each guess is what protects the codes if the database is ever copied (docs/decisions/009).
 */
export const accessCodeIterations = 100_000;

export type AccessCodeRecord = typeof ndaAccessCodes.$inferInsert;

const derive = (code: string, salt: Uint8Array<ArrayBuffer>, iterations: number) =>
  pbkdf2Sha256(normaliseAccessCode(code), salt, iterations);

/** A uniformly random code of `accessCodeLength` digits (rejection sampling, so no digit is likelier). */
export function generateAccessCode(): string {
  let code = '';
  while (code.length < accessCodeLength) {
    for (const byte of randomBytes(accessCodeLength)) {
      if (byte < 250 && code.length < accessCodeLength) code += String(byte % 10);
    }
  }
  return code;
}

/** A new code and the row that stores it. The code itself is shown once and never stored. */
export async function newAccessCode(label: string): Promise<{ code: string; record: AccessCodeRecord }> {
  const code = generateAccessCode();
  const salt = randomBytes(16);
  const hash = await derive(code, salt, accessCodeIterations);
  return {
    code,
    record: {
      id: crypto.randomUUID(),
      label,
      salt: toBase64Url(salt),
      hash: toBase64Url(hash),
      iterations: accessCodeIterations,
    },
  };
}

/** The active (not revoked) code a visitor typed, if any. Every active code is tried: they each have a salt. */
export async function findAccessCode(db: Database, code: string): Promise<{ id: string; label: string } | null> {
  const active = await db.select().from(ndaAccessCodes).where(isNull(ndaAccessCodes.revokedAt)).all();
  for (const candidate of active) {
    const salt = fromBase64Url(candidate.salt);
    const expected = fromBase64Url(candidate.hash);
    if (!salt || !expected) continue;
    if (equalBytes(await derive(code, salt, candidate.iterations), expected)) {
      return { id: candidate.id, label: candidate.label };
    }
  }
  return null;
}
