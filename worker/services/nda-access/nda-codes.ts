import type { AdminNdaCodeCreated } from '@site/domain/staff/nda-codes';
import { accessCodeAlphabet, accessCodeLength, formatAccessCode, normaliseAccessCode } from '@site/domain/partners/nda';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ndaAccessCodes } from '../../db/schema';
import { equalBytes, fromBase64Url, pbkdf2Sha256, randomBytes, toBase64Url, utf8 } from '../protection/crypto';
import { keyedHash } from '../protection/keyed-hash';
import { securityLog } from '../protection/security-log';
import { securityEvent, type SecurityActor } from '../staff/security-events';

/**
 * PBKDF2-SHA-256 rounds per code, 100,000 being the most Workers allow (docs/decisions/009). The result is
 * then keyed with the server's secret (docs/decisions/023): a copied database alone tests no guess at all.
 */
export const accessCodeIterations = 100_000;

export type AccessCodeRecord = typeof ndaAccessCodes.$inferInsert;

async function derive(secret: string | undefined, code: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await keyedHash(secret, 'nda-access-code');
  const stretched = await pbkdf2Sha256(normaliseAccessCode(code), salt, iterations);
  return key(new Uint8Array(stretched));
}

/** The largest multiple of the alphabet's size a byte can hold: bytes above it are drawn again. */
const unbiasedByteLimit = Math.floor(256 / accessCodeAlphabet.length) * accessCodeAlphabet.length;

/** A uniformly random code (rejection sampling, so no character is likelier), as it is handed out. */
export function generateAccessCode(): string {
  let code = '';
  while (code.length < accessCodeLength) {
    for (const byte of randomBytes(accessCodeLength)) {
      if (byte < unbiasedByteLimit && code.length < accessCodeLength) {
        code += accessCodeAlphabet[byte % accessCodeAlphabet.length];
      }
    }
  }
  return formatAccessCode(code);
}

/**
 * A new code and the row that stores it, keyed with `KEYED_HASH_SECRET`. The code itself is shown once
 * and never stored.
 */
export async function newAccessCode(
  secret: string | undefined,
  label: string,
): Promise<{ code: string; record: AccessCodeRecord }> {
  const code = generateAccessCode();
  const salt = randomBytes(16);
  const hash = await derive(secret, code, salt, accessCodeIterations);
  return {
    code,
    record: {
      id: crypto.randomUUID(),
      label,
      salt: toBase64Url(salt),
      hash,
      iterations: accessCodeIterations,
    },
  };
}

/** The active (not revoked) code a visitor typed, if any. Every active code is tried: they each have a salt. */
export async function findAccessCode(
  db: Database,
  secret: string | undefined,
  code: string,
): Promise<{ id: string; label: string } | null> {
  const active = await db.select().from(ndaAccessCodes).where(isNull(ndaAccessCodes.revokedAt)).all();
  for (const candidate of active) {
    const salt = fromBase64Url(candidate.salt);
    if (!salt) continue;
    if (equalBytes(utf8(await derive(secret, code, salt, candidate.iterations)), utf8(candidate.hash))) {
      return { id: candidate.id, label: candidate.label };
    }
  }
  return null;
}

/** Whether the code a grant was opened with is still active: revoking a code ends its grants at once. */
export async function isActiveAccessCode(db: Database, id: string): Promise<boolean> {
  const row = await db
    .select({ id: ndaAccessCodes.id })
    .from(ndaAccessCodes)
    .where(and(eq(ndaAccessCodes.id, id), isNull(ndaAccessCodes.revokedAt)))
    .get();
  return row !== undefined;
}

/**
 * A new code for the portal, stored only as its hash; the answer is the one time its digits are known. Its
 * security log entry names the code's id, never its label (who it is for) or its digits.
 */
export async function createAccessCode(
  db: Database,
  secret: string,
  label: string,
  by: SecurityActor,
): Promise<AdminNdaCodeCreated> {
  const { code, record } = await newAccessCode(secret, label);
  const [[created]] = await db.batch([
    db.insert(ndaAccessCodes).values(record).returning({
      id: ndaAccessCodes.id,
      label: ndaAccessCodes.label,
      createdAt: ndaAccessCodes.createdAt,
      revokedAt: ndaAccessCodes.revokedAt,
    }),
    securityEvent(db, {
      kind: 'nda-code-created',
      at: new Date().toISOString(),
      actorId: by.staffId,
      client: by.client,
      subject: record.id,
    }),
  ]);
  if (!created) throw new Error('Access code insert returned no row');
  securityLog('admin.nda-code.created', { id: created.id, by: by.staffId });
  return { ...created, code };
}

/**
 * Revokes a code (revoking it twice is fine, and logged once); false only when no such code exists. The
 * security log entry is written only when this revocation is the one that stands.
 */
export async function revokeAccessCode(db: Database, id: string, by: SecurityActor): Promise<boolean> {
  const at = new Date().toISOString();
  const [[revoked]] = await db.batch([
    db
      .update(ndaAccessCodes)
      .set({ revokedAt: at })
      .where(and(eq(ndaAccessCodes.id, id), isNull(ndaAccessCodes.revokedAt)))
      .returning({ id: ndaAccessCodes.id }),
    securityEvent(
      db,
      { kind: 'nda-code-revoked', at, actorId: by.staffId, client: by.client, subject: id },
      sql`exists (select 1 from ${ndaAccessCodes} where ${ndaAccessCodes.id} = ${id} and ${ndaAccessCodes.revokedAt} = ${at})`,
    ),
  ]);
  if (!revoked) {
    const known = await db
      .select({ id: ndaAccessCodes.id })
      .from(ndaAccessCodes)
      .where(eq(ndaAccessCodes.id, id))
      .get();
    if (!known) return false;
  }
  securityLog('admin.nda-code.revoked', { id, by: by.staffId });
  return true;
}
