/**
 * The Worker's secrets as staff tooling sees them (docs/decisions/009, 022 and 023). The Worker reads them from
 * its bindings; a script that must hash the same way (an NDA access code made from the command line) reads
 * them here: locally from the git-ignored `.dev.vars`, for end-to-end runs from the file the test server
 * writes beside its database, for production from the environment (the value given to `wrangler secret put`).
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { turnstileTestKeys } from '../domain/forms/bot-check';
import { randomBytes, toBase64Url } from '../worker/services/protection/crypto';
import { e2eStateDir } from '../tests/support/server';
import type { D1Target } from './d1';

export const workerSecretNames = [
  'NDA_GRANT_SECRET',
  'KEYED_HASH_SECRET',
  'STAFF_AUTH_SECRET',
  'STAFF_PASSWORD_PEPPER',
  'TURNSTILE_SECRET_KEY',
] as const;
export type WorkerSecretName = (typeof workerSecretNames)[number];

const devVars = '.dev.vars';
const e2eSecrets = path.join(e2eStateDir, 'worker-secrets.env');

/**
 * A new local value: random, except the bot check's, which is Cloudflare's documented test secret so the
 * local double answers it offline (docs/decisions/070).
 */
const newSecret = (name: WorkerSecretName) =>
  name === 'TURNSTILE_SECRET_KEY' ? turnstileTestKeys.passingSecret : toBase64Url(randomBytes(32));

function readVars(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = /^([A-Z_][A-Z0-9_]*)=("?)(.*)\2$/.exec(line.trim());
        return match?.[1] ? [[match[1], match[3] ?? '']] : [];
      }),
  );
}

/** Adds every missing secret to `.dev.vars` (wrangler's local secrets); an existing one is kept. */
export function ensureLocalSecrets(): void {
  const current = existsSync(devVars) ? readFileSync(devVars, 'utf8') : '';
  const known = readVars(devVars);
  const missing = workerSecretNames.filter((name) => !known[name]);
  if (missing.length === 0) return;
  const separator = current === '' || current.endsWith('\n') ? '' : '\n';
  appendFileSync(devVars, separator + missing.map((name) => `${name}="${newSecret(name)}"\n`).join(''));
  console.log(`Wrote a random ${missing.join(' and ')} to ${devVars} for local development.`);
}

/** New secrets for a served Worker of its own (the chaos run's), kept nowhere. */
export const freshWorkerSecrets = (): Record<WorkerSecretName, string> =>
  Object.fromEntries(workerSecretNames.map((name) => [name, newSecret(name)])) as Record<WorkerSecretName, string>;

/**
 * New secrets for one end-to-end run, kept beside its database so test tooling hashes like the server; `given`
 * keeps the ones a seed was made with.
 */
export function newE2eSecrets(given: Partial<Record<WorkerSecretName, string>> = {}): Record<WorkerSecretName, string> {
  const secrets = freshWorkerSecrets();
  for (const name of workerSecretNames) secrets[name] = given[name] ?? secrets[name];
  writeFileSync(
    e2eSecrets,
    Object.entries(secrets)
      .map(([name, value]) => `${name}="${value}"\n`)
      .join(''),
  );
  return secrets;
}

export function workerSecret(name: WorkerSecretName, target: D1Target): string {
  const value = target === 'remote' ? process.env[name] : readVars(target === 'local' ? devVars : e2eSecrets)[name];
  if (value) return value;
  throw new Error(
    target === 'remote'
      ? `Set ${name} in the environment to the value production uses (or create the code in /admin instead).`
      : `No ${name} for the ${target} database: run ${target === 'local' ? 'npm run db:setup' : 'the end-to-end server'} first.`,
  );
}
