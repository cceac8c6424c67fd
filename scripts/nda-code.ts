/**
 * Manages the NDA portal's access codes (docs/decisions/009):
 *
 *   npm run nda:code -- create --label "Island Land Partners" [--remote]
 *   npm run nda:code -- list [--remote]
 *   npm run nda:code -- revoke <id> [--remote]
 *
 * Without --remote it works on the local development database. A new code is printed once; only its
 * salted hash, keyed with KEYED_HASH_SECRET, is stored, so a lost code is revoked and replaced, never
 * recovered. `create --remote` needs that secret in the environment (the value production was given);
 * staff can also create codes in /admin, which needs no secret on their machine.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { newAccessCode } from '../worker/services/nda-access/nda-codes';
import { executeD1, sqlText, type D1Target } from './d1';
import { applyOfflineEnv } from './offline-env';
import { workerSecret } from './worker-secrets';

interface StoredCode {
  id: string;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

export async function createAccessCode(label: string, target: D1Target): Promise<{ id: string; code: string }> {
  const { code, record } = await newAccessCode(workerSecret('KEYED_HASH_SECRET', target), label);
  await executeD1(
    `insert into nda_access_codes (id, label, salt, hash, iterations) values (${[
      record.id,
      record.label,
      record.salt,
      record.hash,
    ]
      .map(sqlText)
      .join(', ')}, ${record.iterations})`,
    target,
  );
  return { id: record.id, code };
}

/** Revokes the active codes with this label; answers how many there were. */
export async function revokeAccessCodesLabelled(label: string, target: D1Target): Promise<number> {
  const revoked = await executeD1(
    `update nda_access_codes set revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     where label = ${sqlText(label)} and revoked_at is null returning id`,
    target,
  );
  return revoked.length;
}

async function list(target: D1Target): Promise<void> {
  const codes = await executeD1<StoredCode>(
    'select id, label, created_at, revoked_at from nda_access_codes order by created_at',
    target,
  );
  if (codes.length === 0) {
    console.log('No NDA access codes yet. Create one with: npm run nda:code -- create --label "Who it is for"');
    return;
  }
  for (const code of codes) {
    const state = code.revoked_at ? `revoked ${code.revoked_at}` : 'active';
    console.log(`${code.id}  ${code.created_at}  ${state.padEnd(32)}  ${code.label}`);
  }
}

async function revoke(id: string, target: D1Target): Promise<void> {
  const revoked = await executeD1(
    `update nda_access_codes set revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     where id = ${sqlText(id)} and revoked_at is null returning id`,
    target,
  );
  if (revoked.length === 0) {
    console.error(`No active code with id ${id}. See the ids with: npm run nda:code -- list`);
    process.exitCode = 1;
    return;
  }
  console.log(`Revoked ${id}. It opens nothing from now on; grants already issued expire within 15 minutes.`);
}

async function main(): Promise<void> {
  applyOfflineEnv();
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { label: { type: 'string' }, remote: { type: 'boolean', default: false } },
  });
  const target: D1Target = values.remote ? 'remote' : 'local';
  const [command, argument] = positionals;
  if (command === 'create' && values.label?.trim()) {
    const { id, code } = await createAccessCode(values.label.trim(), target);
    console.log(`\nNDA access code for "${values.label.trim()}" (id ${id}, ${target} database):\n\n    ${code}\n`);
    console.log('It is shown only now: the database keeps a salted hash. Send it with the signed NDA.');
  } else if (command === 'list') {
    await list(target);
  } else if (command === 'revoke' && argument) {
    await revoke(argument, target);
  } else {
    console.error(
      [
        'Usage:',
        '  npm run nda:code -- create --label "Who it is for" [--remote]',
        '  npm run nda:code -- list [--remote]',
        '  npm run nda:code -- revoke <id> [--remote]',
      ].join('\n'),
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
