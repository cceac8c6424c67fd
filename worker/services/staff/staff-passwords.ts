import { equalBytes, fromBase64Url, pbkdf2Sha256, randomBytes, toBase64Url } from '../protection/crypto';

/**
 * PBKDF2-SHA-256 rounds per staff password: 100,000 is the most Workers allow (a higher count throws
 * NotSupportedError there), and it costs an attacker with a copy of the table the most we can charge
 * (docs/decisions/018). Each row keeps its own count, so raising it later needs no migration.
 */
export const staffPasswordIterations = 100_000;

export interface PasswordHash {
  passwordSalt: string;
  passwordHash: string;
  passwordIterations: number;
}

/** The one way an e-mail address is compared and stored. */
export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

/**
 * A generated password: 18 random bytes as 24 base64url characters (144 bits). Staff never choose one,
 * so there is no weak or default password to guess; a forgotten one is reset, which prints a new one.
 */
export const generateStaffPassword = () => toBase64Url(randomBytes(18));

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await pbkdf2Sha256(password, salt, staffPasswordIterations);
  return {
    passwordSalt: toBase64Url(salt),
    passwordHash: toBase64Url(hash),
    passwordIterations: staffPasswordIterations,
  };
}

/** Constant-time in the hash comparison; a stored value that is not base64url never matches. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const salt = fromBase64Url(stored.passwordSalt);
  const expected = fromBase64Url(stored.passwordHash);
  if (!salt || !expected) return false;
  return equalBytes(await pbkdf2Sha256(password, salt, stored.passwordIterations), expected);
}

/**
 * Spent on a sign-in for an unknown e-mail, so a wrong address takes as long as a wrong password and the
 * timing does not tell which accounts exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2Sha256(password, randomBytes(16), staffPasswordIterations);
}
