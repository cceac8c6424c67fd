/**
 * `npm run chaos`: the lead pipeline while the platform fails (docs/benchmarks.md, "Chaos"; docs/decisions/096).
 *
 *   npm run chaos -- [--leads 10000] [--concurrency 50] [--twice 0.2] [--files 0.1] [--share 0.1] [--seed 1]
 *
 * Serves the BUILT Worker (`npm run build` first) on 127.0.0.1 with a fresh local D1, bucket and queue, behind
 * the fault injector (scripts/chaos/worker.ts), which fails `share` of every binding's write calls and of the bot
 * check, before or after their effect. Sends the leads from `concurrency` clients at once, a share of them twice
 * under the same key and some with a photo; each client retries as the browser's outbox does (a 5xx or 429 after
 * its `Retry-After`, a network error after a second, always with the same key). Then runs what the cron and staff
 * would (the sweeps, a resend of dead letters) until nothing is pending, reconciles the database and the bucket
 * against what the clients were told, prints the counts, and exits 1 on any loss or duplicate.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { passedBotCheck } from '../../domain/forms/bot-check';
import { formExamples } from '../../domain/forms/form-examples';
import { leadFileObjectKey } from '../../worker/services/lead-files/lead-files';
import { executeD1At, sqlText } from '../d1';
import { applyOfflineEnv } from '../offline-env';
import { freshWorkerSecrets } from '../worker-secrets';
import { reconcile, type ClientOutcome, type SentLead, type StoredFile, type StoredLead } from './reconcile';

applyOfflineEnv();

const { values: options } = parseArgs({
  options: {
    leads: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '50' },
    twice: { type: 'string', default: '0.2' },
    files: { type: 'string', default: '0.1' },
    share: { type: 'string', default: '0.1' },
    seed: { type: 'string', default: '1' },
    port: { type: 'string', default: '8797' },
  },
});
const leadCount = Number(options.leads);
const concurrency = Number(options.concurrency);
const twiceShare = Number(options.twice);
const fileShare = Number(options.files);
const faultShare = Number(options.share);
const seed = Number(options.seed);
const origin = `http://127.0.0.1:${Number(options.port)}`;

const builtServer = path.resolve('build/server');
if (!existsSync(path.join(builtServer, 'wrangler.json'))) throw new Error('Run `npm run build` first.');

// The run's own config: the built Worker's, served through the chaos entry module, which wrangler bundles with
// the built Worker under an alias. Nothing of it is written into build/server, which is what deploys.
const chaosDir = path.resolve('build/chaos');
const stateDir = path.resolve('.wrangler/chaos-state');
const config = path.join(chaosDir, 'wrangler.json');
const built = JSON.parse(readFileSync(path.join(builtServer, 'wrangler.json'), 'utf8')) as Record<string, unknown> & {
  assets: Record<string, unknown>;
  d1_databases: Record<string, unknown>[];
};
rmSync(chaosDir, { recursive: true, force: true });
rmSync(stateDir, { recursive: true, force: true });
mkdirSync(chaosDir, { recursive: true });
const {
  configPath: _configPath,
  userConfigPath: _userConfigPath,
  rules: _rules,
  no_bundle: _noBundle,
  ...rest
} = built;
writeFileSync(
  config,
  JSON.stringify({
    ...rest,
    main: path.resolve('scripts/chaos/worker.ts'),
    alias: { 'chaos:built-worker': path.join(builtServer, 'index.js') },
    assets: { ...built.assets, directory: path.resolve('build/client') },
    d1_databases: built.d1_databases.map((database) => ({ ...database, migrations_dir: path.resolve('migrations') })),
  }),
);
const d1Args = ['--local', '--config', config, '--persist-to', stateDir];
execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', ...d1Args], { stdio: 'ignore' });

const log = path.join(chaosDir, 'wrangler.log');
const logStream = createWriteStream(log);
const server = spawn(
  'wrangler',
  [
    'dev',
    '--config',
    config,
    '--persist-to',
    stateDir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(Number(options.port)),
    ...Object.entries(freshWorkerSecrets()).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    // The queue's retries wait a second, not ten: the run measures what is lost, not the backoff.
    '--var',
    'NOTIFY_RETRY_DELAY_SECONDS:1',
    '--show-interactive-dev-session=false',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
server.stdout.pipe(logStream);
server.stderr.pipe(logStream);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, seconds: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`${what} (see ${log})`);
    await sleep(500);
  }
}

interface Report {
  targets: string[];
  calls: Record<string, number>;
  injected: Record<string, number>;
  injectedAfter: Record<string, number>;
  emailsAccepted: number;
  emailsAcceptedTwice: number;
  objects: string[];
  unattachedFiles: number;
  unsentNotifications: number;
}
const chaosReport = async () => {
  const response = await fetch(`${origin}/__chaos/report`);
  return response.ok ? ((await response.json()) as Report) : undefined;
};

/** A tiny JPEG: JFIF, a quantisation table, a scan. */
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];
const photo = Uint8Array.from([
  0xff,
  0xd8,
  ...segment(0xe0, [...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  ...segment(
    0xdb,
    Array.from({ length: 65 }, (_, index) => index),
  ),
  ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
  ...Array.from({ length: 64 }, (_, index) => index % 200),
  0xff,
  0xd9,
]);

const counts = { requests: 0, retried: 0, networkErrors: 0, serverErrors: 0, status500: 0 };
/** Gives up on a request after this many tries: the run would otherwise hang on a bug instead of reporting it. */
const maxTries = 40;

/** One request as the outbox sends it: again after `Retry-After` (or a second) on a 5xx, a 429 or no answer. */
async function send(url: string, init: () => RequestInit): Promise<Response | undefined> {
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    counts.requests += 1;
    if (attempt > 1) counts.retried += 1;
    let response: Response;
    try {
      response = await fetch(url, init());
    } catch {
      counts.networkErrors += 1;
      await sleep(1000);
      continue;
    }
    if (response.status < 500 && response.status !== 429) return response;
    counts.serverErrors += 1;
    if (response.status === 500) counts.status500 += 1;
    await response.body?.cancel();
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
  return undefined;
}

const runId = randomBytes(4).toString('hex');
const random = (() => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
})();

const sent: SentLead[] = Array.from({ length: leadCount }, (_, index) => {
  const withFiles = random() < fileShare;
  return {
    key: `chaos-${runId}-${index}`,
    files: withFiles ? [`photo-${runId}-${index}`] : [],
    abandoned: withFiles && random() < 0.1,
  };
});
// Each lead once, a share of them twice (a double tap, a second tab), in a shuffled order.
const jobs = sent.flatMap((lead, index) => (random() < twiceShare ? [index, index] : [index]));
for (let index = jobs.length - 1; index > 0; index--) {
  const other = Math.floor(random() * (index + 1));
  [jobs[index], jobs[other]] = [jobs[other] ?? 0, jobs[index] ?? 0];
}
const outcomes = new Map<string, ClientOutcome>(sent.map((lead) => [lead.key, { ids: [], gaveUp: false }]));

async function submit(index: number) {
  const lead = sent[index];
  const outcome = lead && outcomes.get(lead.key);
  if (!lead || !outcome) return;
  const client = {
    'cf-connecting-ip': `198.18.${(index >> 8) & 255}.${index & 255}`,
    'idempotency-key': lead.key,
    ...passedBotCheck,
  };
  for (const clientId of lead.files) {
    const upload = await send(`${origin}/api/lead-files/${clientId}?field=files&name=roof.jpg`, () => ({
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg', ...client },
      body: photo,
    }));
    if (!upload?.ok) {
      outcome.gaveUp = true;
      return;
    }
    await upload.body?.cancel();
  }
  if (lead.abandoned) return;
  const email = `chaos.${runId}.${index}@example.com`;
  const [endpoint, body] =
    lead.files.length > 0
      ? ['intake', { ...formExamples.intake, email, files: lead.files }]
      : ['contact', { ...formExamples.contact, name: `Chaos ${index}`, email }];
  const answer = await send(`${origin}/api/${endpoint}`, () => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...client },
    body: JSON.stringify(body),
  }));
  if (!answer?.ok) {
    outcome.gaveUp = true;
    if (answer) console.error(`${lead.key}: ${answer.status} ${await answer.text()}`);
    return;
  }
  const { id } = (await answer.json()) as { id: string };
  outcome.ids.push(id);
}

const started = Date.now();
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
let exitCode = 1;
try {
  await until('The chaos Worker did not start', 180, chaosReport);
  const start = await fetch(`${origin}/__chaos/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ share: faultShare, seed }),
  });
  if (!start.ok) throw new Error(`Could not start the faults: ${start.status} ${await start.text()}`);

  console.log(
    `Sending ${leadCount} leads (${jobs.length - leadCount} twice, ${sent.filter((lead) => lead.files.length > 0).length} with a photo) from ${concurrency} clients, ${faultShare * 100} % of each binding's calls failing`,
  );
  const sending = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const job = jobs[next];
        next += 1;
        if (job !== undefined) await submit(job);
        if (next % 1000 === 0) console.log(`  ${next} of ${jobs.length} sends, ${seconds(sending)} s`);
      }
    }),
  );
  const sendSeconds = seconds(sending);

  // What the cron and staff do afterwards, until every e-mail is sent and no upload waits for its lead.
  const settling = Date.now();
  let report = await until('No report', 10, chaosReport);
  // It stops when a minute passes with nothing more sent or swept: what is left then is reported, not awaited.
  const pending = (of: Report) => of.unsentNotifications + of.unattachedFiles;
  for (let still = 0; pending(report) > 0 && still < 20;) {
    await fetch(`${origin}/__chaos/later`, { method: 'POST' });
    await sleep(3000);
    const before = pending(report);
    report = await until('No report', 10, chaosReport);
    still = pending(report) < before ? 0 : still + 1;
  }
  const settleSeconds = seconds(settling);

  const like = sqlText(`chaos-${runId}-%`);
  const leads = executeD1At<StoredLead>(
    `select l.idempotency_key as key, l.id as id,
       (select count(*) from notifications n where n.lead_id = l.id and n.kind = 'staff-alert') as alerts,
       (select count(*) from notifications n where n.lead_id = l.id and n.kind = 'staff-alert' and n.status = 'sent') as alertsSent,
       (select count(*) from lead_events e where e.lead_id = l.id and e.kind = 'notification-sent'
          and json_extract(e.after, '$.kind') = 'staff-alert') as alertSends
     from leads l where l.idempotency_key like ${like}`,
    d1Args,
  );
  const files = executeD1At<StoredFile>(
    `select id, request_key as requestKey, client_id as clientId, lead_id as leadId from lead_files`,
    d1Args,
  );
  const unsentNotifications = executeD1At<{ status: string; count: number }>(
    `select status, count(*) as count from notifications where status <> 'sent' group by status`,
    d1Args,
  );
  const result = reconcile({ sent, outcomes, leads, files, objects: report.objects, objectKeyOf: leadFileObjectKey });
  const byTarget = report.targets
    .map(
      (target) =>
        `${target} ${report.injected[target] ?? 0} of ${report.calls[target] ?? 0} (${report.injectedAfter[target] ?? 0} after their effect)`,
    )
    .join(', ');
  const twiceAtService = report.emailsAcceptedTwice;
  const explainedTwice = report.injectedAfter['email-send'] ?? 0;

  console.log(`
Chaos run ${runId}: ${leadCount} leads, ${concurrency} clients, ${faultShare * 100} % faults, seed ${seed}
  sent:        ${jobs.length} submissions (${jobs.length - leadCount} a second time), ${counts.requests} requests
  accepted:    ${result.accepted} leads
  retried:     ${counts.retried} requests (${counts.serverErrors} answered 5xx or 429, of them ${counts.status500} a 500; ${counts.networkErrors} network errors)
  faults:      ${byTarget}
  lost:        ${result.lost}
  duplicated:  ${result.duplicated}
  alerts:      ${result.alertsSentOnce} sent once, ${result.alertsUnsent} not sent, ${result.alertsSentTwice} sent twice; other e-mails not sent: ${unsentNotifications.map(({ status, count }) => `${count} ${status}`).join(', ') || 'none'}
  e-mails:     ${report.emailsAccepted} accepted by the service; ${twiceAtService} accepted twice (${explainedTwice} sends failed after the service took them)
  files:       ${result.filesAttached} attached, ${result.filesSwept} swept, ${result.filesLeft} left over
  time:        ${sendSeconds} s sending, ${settleSeconds} s settling, ${seconds(started)} s in all`);
  for (const problem of result.problems) console.log(`  PROBLEM: ${problem}`);
  const held =
    result.lost === 0 &&
    result.duplicated === 0 &&
    result.alertsUnsent === 0 &&
    result.alertsSentTwice === 0 &&
    result.filesLeft === 0 &&
    counts.status500 === 0 &&
    twiceAtService <= explainedTwice;
  console.log(held ? 'Nothing lost, nothing duplicated.' : 'Something was lost or duplicated.');
  exitCode = held ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  logStream.end();
}
process.exit(exitCode);
