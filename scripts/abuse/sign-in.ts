/**
 * Replays the staff sign-in attacks of docs/decisions/022 against a LOCAL server and prints what held:
 *
 *   npm run build && tsx scripts/serve-built.ts          (in one terminal; or `npm run dev`)
 *   tsx scripts/abuse/sign-in.ts --base http://127.0.0.1:8788 --target e2e   (or --target local for dev)
 *
 * Bounded: about 80 requests, to 127.0.0.1 only (anything else is refused before a request is sent). It
 * makes two throwaway staff accounts with the account command against the server's database (`--target`),
 * and pretends to be many clients with the `CF-Connecting-IP` header, as Cloudflare reports addresses.
 * `runSignInAbuse` is exported for the scripts/abuse runner; the exit code is 1 if anything did not hold.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { passedBotCheck } from '../../domain/forms/bot-check';
import type { D1Target } from '../d1';
import { applyOfflineEnv } from '../offline-env';
import { createStaffAccount } from '../staff-account';
import { totpCode, totpStepAt } from '../../worker/services/staff/totp';

export interface AbuseCheck {
  attack: string;
  /** What the site promises. */
  expected: string;
  /** What the server did, in counts. */
  observed: string;
  held: boolean;
}

interface Client {
  address: string;
  cookies: Map<string, string>;
}

/** "5x 401, 15x 429". */
const tally = (statuses: number[]) =>
  Object.entries(Object.groupBy(statuses, String))
    .map(([status, list]) => `${list?.length ?? 0}x ${status}`)
    .join(', ');

/**
 * Each run's clients sit in a /48 of the documentation prefix of its own, one /64 apiece (the limits group IPv6 by
 * /64), so a run does not meet the limits an earlier run left behind.
 */
const runNetwork = `2001:db8:${randomBytes(2).toString('hex')}`;
let clients = 0;
const client = (): Client => ({ address: `${runNetwork}:${(clients += 1).toString(16)}::1`, cookies: new Map() });

/** Only a server on this machine: the script must never become a tool against someone else's site. */
export function localBase(base: string): URL {
  const url = new URL(base);
  if (url.hostname !== '127.0.0.1')
    throw new Error(`Refusing ${url.origin}: the abuse scripts only run against 127.0.0.1`);
  return url;
}

export async function runSignInAbuse(base: string, target: D1Target): Promise<AbuseCheck[]> {
  const origin = localBase(base).origin;
  const run = Date.now().toString(36);
  const checks: AbuseCheck[] = [];
  let requests = 0;

  /** Every request carries a token that passed the bot check unless `bot` says it is a bot without one. */
  const post = async (from: Client, path: string, body: unknown, bot = false) => {
    requests += 1;
    if (requests > 100) throw new Error('The sign-in abuse script stops at 100 requests');
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': 'same-origin',
        'cf-connecting-ip': from.address,
        ...(bot ? {} : passedBotCheck),
        cookie: [...from.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) from.cookies.set(name, value.join('='));
    }
    return {
      status: response.status,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
      body: await response.json().catch(() => null),
    };
  };
  const password = (from: Client, email: string, pass: string, bot = false) =>
    post(from, '/api/admin/session', { email, password: pass }, bot);
  const code = (from: Client, value: string) => post(from, '/api/admin/session/second-factor', { code: value });

  const newAccount = async (name: string) => {
    const email = `abuse.${name}.${run}@pacificspan.example`;
    return { email, password: await createStaffAccount(email, `Abuse ${name}`, target), secret: '', lastStep: 0 };
  };
  type Account = Awaited<ReturnType<typeof newAccount>>;
  const nextCode = (account: Account) => {
    account.lastStep = Math.max(totpStepAt(Date.now()), account.lastStep + 1);
    return totpCode(account.secret, { step: account.lastStep });
  };
  /** The staff member's own first sign-in: enrolment, which leaves this browser its device cookie. */
  const enrol = async (from: Client, account: Account) => {
    const step = await password(from, account.email, account.password);
    const enrolment = step.body as { step?: string; secret?: string } | null;
    if (enrolment?.step !== 'enrol' || !enrolment.secret) return step.status === 200;
    account.secret = enrolment.secret;
    return (await code(from, nextCode(account))).status === 200;
  };
  // 1. The lockout attack: 5 wrong passwords from 5 addresses, then the staff member signs in.
  const victim = await newAccount('victim');
  const owner = client();
  const enrolled = await enrol(owner, victim);
  const attack = [];
  for (let index = 1; index <= 5; index += 1) {
    attack.push((await password(client(), victim.email, `wrong-${index}`)).status);
  }
  const ownBrowser = await password({ ...owner, address: '198.51.100.201' }, victim.email, victim.password);
  const unknownBrowser = await password(client(), victim.email, victim.password);
  checks.push({
    attack: 'lockout: 5 wrong passwords from 5 addresses, then the right one from a 6th with the device cookie',
    expected: 'the staff member goes on to the second step',
    observed: `enrolled: ${enrolled}; attack ${tally(attack)}; own browser ${ownBrowser.status}`,
    held: enrolled && ownBrowser.status === 200,
  });
  checks.push({
    attack: 'lockout: the right password from a 6th address, a new browser that passed the bot check',
    expected: 'the second step: nothing to wait for (docs/decisions/070)',
    observed: `${unknownBrowser.status}, Retry-After ${unknownBrowser.retryAfter} s`,
    held: unknownBrowser.status === 200,
  });

  // 2. Sniping: a bot without bot-check tokens guesses from 20 rotating addresses; none reaches the password check.
  const rotating = [];
  for (let index = 10; index < 30; index += 1) {
    rotating.push((await password(client(), victim.email, `guess-${index}`, true)).status);
  }
  const checked = rotating.filter((status) => status !== 403).length;
  checks.push({
    attack: 'sniping: 20 passwords for one account from 20 addresses, no bot-check token',
    expected: 'none checked (403 each)',
    observed: `${tally(rotating)}: ${checked} of 20 checked`,
    held: checked === 0,
  });
  const duringGuessing = await password({ ...owner, address: '198.51.100.203' }, victim.email, victim.password);
  checks.push({
    attack: 'guessing: the staff member signs in while it goes on (own browser)',
    expected: 'the second step',
    observed: String(duringGuessing.status),
    held: duringGuessing.status === 200,
  });

  // 3. One address trying many accounts: the per-client limit comes first.
  const spraying = client();
  const spray = [];
  for (let index = 0; index < 22; index += 1) {
    spray.push((await password(spraying, `nobody.${index}.${run}@pacificspan.example`, 'Password1!')).status);
  }
  checks.push({
    attack: 'spraying: one address, 22 guesses across accounts',
    expected: '20 checked, then 429',
    observed: tally(spray),
    held: spray.filter((status) => status === 401).length === 20 && spray.at(-1) === 429,
  });

  // 4. One address against one account: the (account, client) pair locks for 15 minutes, browser or not.
  const pairTarget = await newAccount('pair');
  const pairOwner = client();
  await enrol(pairOwner, pairTarget);
  const pairAddress = client();
  const pair = [];
  for (let index = 0; index < 5; index += 1) pair.push((await password(pairAddress, pairTarget.email, 'wrong')).status);
  const pairLocked = await password(
    { ...pairOwner, address: pairAddress.address },
    pairTarget.email,
    pairTarget.password,
  );
  checks.push({
    attack: 'pair: 5 wrong passwords from one address, then the right one there with the device cookie',
    expected: '429 naming the whole 15-minute window, never the moment a slot frees',
    observed: `${tally(pair)}; then ${pairLocked.status}, Retry-After ${pairLocked.retryAfter} s`,
    held: pairLocked.status === 429 && pairLocked.retryAfter === 900,
  });

  // 5. Guessing the second factor with the right password: 12 wrong codes over 3 sign-ins.
  const codeGuesser = client();
  const codeStatuses = [];
  for (let challenge = 0; challenge < 3; challenge += 1) {
    await password({ ...codeGuesser, cookies: pairOwner.cookies }, pairTarget.email, pairTarget.password);
    for (let guess = 0; guess < 4; guess += 1) {
      codeStatuses.push((await code({ ...codeGuesser, cookies: pairOwner.cookies }, String(100000 + guess))).status);
    }
  }
  const codesChecked = codeStatuses.filter((status) => status === 401).length;
  checks.push({
    attack: 'second factor: 12 wrong TOTP codes with the right password',
    expected: '10 checked, then 429',
    observed: `${tally(codeStatuses)}`,
    held: codesChecked === 10 && codeStatuses.at(-1) === 429,
  });

  // 6. A code is accepted once.
  const replayer = client();
  const replayAccount = await newAccount('replay');
  await enrol(replayer, replayAccount);
  const used = totpCode(replayAccount.secret, { step: replayAccount.lastStep });
  await password(replayer, replayAccount.email, replayAccount.password);
  const replayed = await code(replayer, used);
  checks.push({
    attack: 'replay: the enrolment code used again at the next sign-in',
    expected: '401',
    observed: String(replayed.status),
    held: replayed.status === 401,
  });

  console.log(`sign-in abuse: ${requests} requests to ${origin}`);
  return checks;
}

async function main(): Promise<void> {
  applyOfflineEnv();
  const { values } = parseArgs({
    options: { base: { type: 'string', default: 'http://127.0.0.1:8788' }, target: { type: 'string', default: 'e2e' } },
  });
  if (values.target !== 'local' && values.target !== 'e2e')
    throw new Error('--target is local (npm run dev) or e2e (serve-built)');
  const checks = await runSignInAbuse(values.base, values.target);
  for (const check of checks) {
    console.log(
      `${check.held ? 'HELD  ' : 'BROKEN'} ${check.attack}\n       expected: ${check.expected}\n       observed: ${check.observed}`,
    );
  }
  if (checks.some((check) => !check.held)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
