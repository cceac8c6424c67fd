import type { computeHash } from 'argon2id';
import { equalBytes, fromBase64Url, pbkdf2Sha256, randomBytes, toBase64Url, utf8 } from '../protection/crypto';

/**
 * Argon2id's cost for new staff passwords: OWASP's first recommended setting, 19 MiB, two passes, one lane
 * (docs/decisions/071). Each row keeps its own memory and passes, so raising them later needs no migration.
 */
export const argon2idCost = { memorySize: 19_456, passes: 2 } as const;

/** The Argon2id function and the pepper that keys every password before it is hashed. */
export interface StaffPasswords {
  argon2id: computeHash;
  pepper: CryptoKey;
}

export type PasswordAlgorithm = 'argon2id' | 'pbkdf2-sha256';

export interface PasswordHash {
  passwordAlgorithm: PasswordAlgorithm;
  passwordSalt: string;
  passwordHash: string;
  /** Argon2id's passes, or PBKDF2's iterations for a row from before docs/decisions/071. */
  passwordIterations: number;
  /** Argon2id's memory in KiB; null for PBKDF2. */
  passwordMemoryKib: number | null;
}

/** Shortest pepper accepted: 32 characters of random text is 128+ bits. */
const minimumPepperLength = 32;

export async function staffPasswords(argon2id: computeHash, pepper: string | undefined): Promise<StaffPasswords> {
  if (!pepper || pepper.length < minimumPepperLength) {
    throw new Error(
      `STAFF_PASSWORD_PEPPER must be set to at least ${minimumPepperLength} characters (see docs/deploy.md)`,
    );
  }
  const key = await crypto.subtle.importKey('raw', utf8(pepper), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return { argon2id, pepper: key };
}

/** The one way an e-mail address is compared and stored. */
export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

/**
 * A generated password: 18 random bytes as 24 base64url characters (144 bits). Staff never choose one,
 * so there is no weak or default password to guess; a forgotten one is reset, which prints a new one.
 */
export const generateStaffPassword = () => toBase64Url(randomBytes(18));

/**
 * The peppered password: its HMAC under the Worker secret, so a copy of the table without the secret cannot
 * be guessed offline at all. It is always 32 bytes, which also meets Argon2's 8-byte minimum for any input.
 */
const peppered = async (passwords: StaffPasswords, password: string) =>
  new Uint8Array(await crypto.subtle.sign('HMAC', passwords.pepper, utf8(password)));

const argon2idOf = async (
  passwords: StaffPasswords,
  password: string,
  salt: Uint8Array,
  cost: { memorySize: number; passes: number },
) =>
  passwords.argon2id({
    password: await peppered(passwords, password),
    salt,
    parallelism: 1,
    passes: cost.passes,
    memorySize: cost.memorySize,
    tagLength: 32,
  });

export async function hashPassword(passwords: StaffPasswords, password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return {
    passwordAlgorithm: 'argon2id',
    passwordSalt: toBase64Url(salt),
    passwordHash: toBase64Url(await argon2idOf(passwords, password, salt, argon2idCost)),
    passwordIterations: argon2idCost.passes,
    passwordMemoryKib: argon2idCost.memorySize,
  };
}

/**
 * Whether the password is right, and whether its row is below today's hashing and should be stored anew
 * (docs/decisions/071). Constant-time in the hash comparison; a stored value that is not base64url never
 * matches.
 */
export async function verifyPassword(
  passwords: StaffPasswords,
  password: string,
  stored: PasswordHash,
): Promise<{ valid: boolean; outdated: boolean }> {
  const salt = fromBase64Url(stored.passwordSalt);
  const expected = fromBase64Url(stored.passwordHash);
  if (!salt || !expected) return { valid: false, outdated: false };
  if (stored.passwordAlgorithm === 'pbkdf2-sha256') {
    return {
      valid: equalBytes(await pbkdf2Sha256(password, salt, stored.passwordIterations), expected),
      outdated: true,
    };
  }
  const cost = { memorySize: stored.passwordMemoryKib ?? argon2idCost.memorySize, passes: stored.passwordIterations };
  return {
    valid: equalBytes(await argon2idOf(passwords, password, salt, cost), expected),
    outdated: cost.memorySize < argon2idCost.memorySize || cost.passes < argon2idCost.passes,
  };
}

/**
 * Spent on a sign-in for an unknown e-mail: the same Argon2id at today's cost, so a wrong address takes as
 * long as a wrong password and the timing does not tell which accounts exist.
 */
export async function spendPasswordCheck(passwords: StaffPasswords, password: string): Promise<void> {
  await argon2idOf(passwords, password, randomBytes(16), argon2idCost);
}
