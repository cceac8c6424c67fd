/**
 * Manages staff accounts for /admin (docs/decisions/018):
 *
 *   npm run staff:account -- create --email ana@pacificspan.example --name "Ana Reyes" [--role staff] [--remote]
 *   npm run staff:account -- role --email ana@pacificspan.example --role owner|staff [--remote]
 *   npm run staff:account -- reset --email ana@pacificspan.example [--remote]
 *   npm run staff:account -- reset-2fa --email ana@pacificspan.example [--remote]
 *   npm run staff:account -- sign-out --email ana@pacificspan.example | --all [--remote]
 *   npm run staff:account -- list [--remote]
 *
 * Without --remote it works on the local development database. The password is generated and printed
 * once; only its salted, peppered Argon2id hash is stored (docs/decisions/071), so a forgotten password is reset, never recovered. A reset
 * also ends every open session of the account. `reset-2fa` forgets the account's authenticator and recovery
 * codes (a lost phone): its sessions end and the next sign-in enrols a new one (docs/decisions/022).
 * `sign-out` ends the open sessions of one account, or of every account, and changes nothing else.
 * An account made here is an `owner` (the first one runs the team from /admin/team), or a `staff` member with
 * `--role staff`; `role` sets the role of an existing account, to recover when no owner is left to do it
 * (docs/decisions/090).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { staffRoles, type StaffRole } from '../domain/staff/roles';
import { newStaffAccount, newStaffPassword, type StaffAccountRecord } from '../worker/services/staff/staff-auth';
import { normaliseStaffEmail, staffPasswords } from '../worker/services/staff/staff-passwords';
import { loadArgon2id } from './argon2id';
import { executeD1, sqlText, type D1Target } from './d1';
import { applyOfflineEnv } from './offline-env';
import { workerSecret } from './worker-secrets';

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** The statement that stores a new account (here, and the admin API bench's fresh database): an owner unless told. */
export const insertStaffSql = (record: StaffAccountRecord, role: StaffRole = 'owner') =>
  `insert into staff (id, email, name, password_algorithm, password_salt, password_hash, role, password_iterations,
     password_memory_kib) values (${[
       record.id,
       record.email,
       record.name,
       record.passwordAlgorithm,
       record.passwordSalt,
       record.passwordHash,
       role,
     ]
       .map(sqlText)
       .join(', ')}, ${record.passwordIterations}, ${record.passwordMemoryKib ?? 'null'})`;

/** Hashes passwords as the Worker of that database does: the same Argon2id and that Worker's pepper. */
export const targetStaffPasswords = async (target: D1Target) =>
  staffPasswords(await loadArgon2id(), workerSecret('STAFF_PASSWORD_PEPPER', target));

/** Creates an account (an owner unless told) and answers its generated password. Fails if the e-mail already has one. */
export async function createStaffAccount(
  email: string,
  name: string,
  target: D1Target,
  role: StaffRole = 'owner',
): Promise<string> {
  const { password, record } = await newStaffAccount(await targetStaffPasswords(target), email, name);
  if ((await executeD1(`select id from staff where email = ${sqlText(record.email)}`, target)).length > 0) {
    throw new Error(
      `${record.email} already has a staff account. A new password: npm run staff:account -- reset --email ${record.email}`,
    );
  }
  await executeD1(insertStaffSql(record, role), target);
  return password;
}

/** Sets a new generated password, ends the account's sessions and answers the password; null if unknown. */
export async function resetStaffAccount(email: string, target: D1Target): Promise<string | null> {
  const { password, hash } = await newStaffPassword(await targetStaffPasswords(target));
  const account = sqlText(normaliseStaffEmail(email));
  const updated = await executeD1(
    `update staff set password_algorithm = ${sqlText(hash.passwordAlgorithm)}, password_salt = ${sqlText(hash.passwordSalt)},
       password_hash = ${sqlText(hash.passwordHash)}, password_iterations = ${hash.passwordIterations},
       password_memory_kib = ${hash.passwordMemoryKib ?? 'null'} where email = ${account} returning id;
     update staff_sessions set ended_at = ${now}
       where ended_at is null and staff_id in (select id from staff where email = ${account})`,
    target,
  );
  return updated.length > 0 ? password : null;
}

/** What `resetSecondFactor` of worker/services/staff/staff-auth.ts does, through wrangler. False for an unknown e-mail. */
export async function resetStaffSecondFactor(email: string, target: D1Target): Promise<boolean> {
  const account = sqlText(normaliseStaffEmail(email));
  const ofAccount = `staff_id in (select id from staff where email = ${account})`;
  const updated = await executeD1(
    `update staff set totp_secret = null, totp_last_step = null where email = ${account} returning id;
     delete from staff_recovery_codes where ${ofAccount};
     delete from staff_sign_in_challenges where ${ofAccount};
     update staff_sessions set ended_at = ${now} where ended_at is null and ${ofAccount}`,
    target,
  );
  return updated.length > 0;
}

/** Sets an account's role; false for an unknown e-mail. */
export async function setStaffRole(email: string, role: StaffRole, target: D1Target): Promise<boolean> {
  return (
    (
      await executeD1(
        `update staff set role = ${sqlText(role)} where email = ${sqlText(normaliseStaffEmail(email))} returning id`,
        target,
      )
    ).length > 0
  );
}

const isStaffRole = (value: string | undefined): value is StaffRole => staffRoles.some((role) => role === value);

/** Ends the open sessions of one account (or all with `null`); answers how many ended. */
export async function endStaffSessions(email: string | null, target: D1Target): Promise<number> {
  const ofAccount =
    email === null
      ? ''
      : ` and staff_id in (select id from staff where email = ${sqlText(normaliseStaffEmail(email))})`;
  return (
    await executeD1(
      `update staff_sessions set ended_at = ${now} where ended_at is null${ofAccount} returning id`,
      target,
    )
  ).length;
}

export const countStaffAccounts = async (target: D1Target) =>
  (await executeD1<{ accounts: number }>('select count(*) as accounts from staff', target))[0]?.accounts ?? 0;

async function list(target: D1Target): Promise<void> {
  const accounts = await executeD1<{
    email: string;
    name: string;
    role: StaffRole;
    created_at: string;
    disabled_at: string | null;
  }>('select email, name, role, created_at, disabled_at from staff order by email', target);
  if (accounts.length === 0)
    console.log('No staff accounts yet. Create one with: npm run staff:account -- create --email ... --name ...');
  for (const account of accounts) {
    console.log(
      `${account.email.padEnd(40)} ${account.created_at}  ${account.disabled_at ? 'disabled' : 'active  '}  ${account.role.padEnd(5)}  ${account.name}`,
    );
  }
}

const printPassword = (email: string, password: string, target: D1Target) =>
  console.log(
    `\nPassword for ${email} (${target} database):\n\n    ${password}\n\nIt is shown only now: the database keeps a salted hash.`,
  );

async function main(): Promise<void> {
  applyOfflineEnv();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      all: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
    },
  });
  const target: D1Target = values.remote ? 'remote' : 'local';
  const email = values.email?.trim() ? normaliseStaffEmail(values.email) : undefined;
  const [command] = positionals;
  const role = values.role ?? (command === 'create' ? 'owner' : undefined);
  if (command === 'create' && email?.includes('@') && values.name?.trim() && isStaffRole(role)) {
    printPassword(email, await createStaffAccount(email, values.name, target, role), target);
  } else if (command === 'role' && email && isStaffRole(role)) {
    if (!(await setStaffRole(email, role, target))) {
      console.error(`No staff account for ${email}. See them with: npm run staff:account -- list`);
      process.exitCode = 1;
      return;
    }
    console.log(`${email} (${target} database) is now ${role === 'owner' ? 'an owner' : 'a staff member'}.`);
  } else if (command === 'reset' && email) {
    const password = await resetStaffAccount(email, target);
    if (password === null) {
      console.error(`No staff account for ${email}. See them with: npm run staff:account -- list`);
      process.exitCode = 1;
      return;
    }
    printPassword(email, password, target);
    console.log('Every session of this account has been signed out.');
  } else if (command === 'reset-2fa' && email) {
    if (!(await resetStaffSecondFactor(email, target))) {
      console.error(`No staff account for ${email}. See them with: npm run staff:account -- list`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `The second factor of ${email} (${target} database) is reset and every session signed out.\nThe next sign-in enrols a new authenticator app and prints new recovery codes.`,
    );
  } else if (command === 'sign-out' && (email || values.all)) {
    const ended = await endStaffSessions(values.all ? null : (email ?? null), target);
    console.log(`Ended ${ended} open session(s) of ${values.all ? 'every account' : email} (${target} database).`);
  } else if (command === 'list') {
    await list(target);
  } else {
    console.error(
      [
        'Usage:',
        '  npm run staff:account -- create --email name@company --name "Full Name" [--role owner|staff] [--remote]',
        '  npm run staff:account -- role --email name@company --role owner|staff [--remote]',
        '  npm run staff:account -- reset --email name@company [--remote]',
        '  npm run staff:account -- reset-2fa --email name@company [--remote]',
        '  npm run staff:account -- sign-out --email name@company | --all [--remote]',
        '  npm run staff:account -- list [--remote]',
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
