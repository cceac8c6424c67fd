import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { regionOfLead } from '@site/domain/admin-analytics';
import { totpCode, totpStepAt } from '../../worker/services/totp';
import { planPipeline, seedColleagues, seedSubmission } from '../seed-pipeline';
import { insertStaffSql } from '../staff-account';
import { serveBuild } from './served-build';

/**
 * The admin's timings at a year's size (docs/benchmarks.md): the built Worker on 127.0.0.1 with a fresh D1
 * holding the 360 leads of the local seed (scripts/seed-pipeline.ts), a staff member signed in through the
 * sign-in endpoint, and each staff page's data request asked `requests` times in turn. Run `npm run build` first.
 */
const stateDir = '.wrangler/bench-state';
const requests = 40;

const sql = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`;

function d1(args: string[]): string {
  return execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--config', 'build/server/wrangler.json', '--persist-to', stateDir, ...args],
    { encoding: 'utf8', env: process.env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl, 'sec-fetch-site': 'same-origin' };
  const first = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  const step = (await first.json()) as { step: string; secret?: string };
  if (!step.secret) throw new Error(`Sign-in answered ${first.status} ${JSON.stringify(step)}`);
  const challenge = first.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const second = await fetch(`${baseUrl}/api/admin/session/second-factor`, {
    method: 'POST',
    headers: { ...headers, cookie: challenge },
    body: JSON.stringify({ code: totpCode(step.secret, { step: totpStepAt(Date.now()) }) }),
  });
  if (!second.ok) throw new Error(`Second factor answered ${second.status}`);
  return second.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Median and 95th percentile in milliseconds. */
function spread(times: number[]) {
  const sorted = times.toSorted((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

export interface AdminTiming {
  what: string;
  path: string;
  median: number;
  p95: number;
  bytes: number;
}

export async function measureAdminApi(log: (line: string) => void): Promise<AdminTiming[]> {
  const served = await serveBuild();
  try {
    const { newStaffAccount } = await import('../../worker/services/staff-auth');
    const accounts = await Promise.all(
      [{ email: 'bench@pacificspan.example', name: 'Bench Staff' }, ...seedColleagues].map(({ email, name }) =>
        newStaffAccount(email, name),
      ),
    );
    const now = new Date();
    const plans = planPipeline(now, accounts.length).map((plan) => ({ ...plan, id: crypto.randomUUID() }));
    const statements = [
      ...accounts.map(({ record }) => `${insertStaffSql(record)};`),
      ...plans.flatMap(({ id, ...plan }) => {
        const owner = plan.owner === null ? null : (accounts[plan.owner]?.record.id ?? null);
        return [
          `insert into leads (id, name, email, phone, company, location, region, project_type, status, source, estimated_value, submission, idempotency_key, request_hash, urgency, is_urgent, created_at, updated_at, owner_id, follow_up_on) values (${[
            id,
            plan.name,
            plan.email,
            plan.phone,
            plan.company,
            plan.location,
            regionOfLead(plan.location),
            plan.projectType,
            plan.status,
            plan.source,
            plan.estimatedValue,
            JSON.stringify(seedSubmission(plan)),
            plan.key,
            plan.key,
            plan.urgency,
            plan.urgency ? 1 : 0,
            plan.createdAt,
            plan.createdAt,
            owner,
            plan.followUpOn,
          ]
            .map(sql)
            .join(', ')});`,
          `insert into lead_events (lead_id, created_at, actor, kind, after) values (${sql(id)}, ${sql(plan.createdAt)}, 'visitor', 'created', ${sql(JSON.stringify({ source: plan.source }))});`,
        ];
      }),
    ];
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-admin-'));
    const file = path.join(folder, 'seed.sql');
    writeFileSync(file, statements.join('\n'));
    d1(['--file', file]);
    rmSync(folder, { recursive: true, force: true });
    const [bench] = accounts;
    if (!bench) throw new Error('No bench account');
    const cookie = await signIn(served.plainUrl, bench.record.email, bench.password);
    log(`admin bench: ${plans.length} leads seeded`);
    const leadId = plans[0]?.id ?? '';
    // The staff pages' own data requests, as the browser's router sends them (docs/architecture.md).
    const reads: [string, string][] = [
      ['Lead table, page 1 (default sort)', '/admin.data'],
      ['Lead table sorted by estimate', '/admin.data?sort=estimate&dir=descending'],
      ['Lead table filtered (region + overdue)', '/admin.data?region=California&due=overdue'],
      ['CSV of all leads', '/admin/leads.csv'],
      ['Status board page (/admin/board)', '/admin/board.data'],
      ['Source funnel page (/admin/analytics)', '/admin/analytics.data'],
      ["One lead's page (/admin/leads/:id)", `/admin/leads/${leadId}.data`],
    ];
    const timings: AdminTiming[] = [];
    for (const [what, route] of reads) {
      const times: number[] = [];
      let bytes = 0;
      for (let index = 0; index < requests; index += 1) {
        const started = performance.now();
        const response = await fetch(`${served.plainUrl}${route}`, { headers: { cookie } });
        const body = await response.arrayBuffer();
        times.push(performance.now() - started);
        if (!response.ok) throw new Error(`${route} answered ${response.status}`);
        bytes = body.byteLength;
      }
      const { median, p95 } = spread(times);
      log(`admin ${what}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      timings.push({ what, path: route.replace(leadId, ':id'), median, p95, bytes });
    }
    return timings;
  } finally {
    await served.stop();
  }
}

const marker = /<!-- admin-api:start -->[\s\S]*<!-- admin-api:end -->/;

/** Writes the timings into docs/benchmarks.md between their markers (added at the end the first time). */
export function writeAdminSection(timings: AdminTiming[], reportPath = 'docs/benchmarks.md') {
  const section = `<!-- admin-api:start -->
## The admin at a year's size

Measured by \`npm run bench -- admin\` on ${new Date().toISOString().slice(0, 10)}: the built Worker on 127.0.0.1
(workerd, local D1) holding the 360 leads of the local seed (scripts/seed-pipeline.ts), signed in as staff,
${requests} requests of each in turn, one at a time. Local timings: they compare reads with each other and
across changes, not with production.

| Read | Path | Median | p95 | Answer |
|---|---|---|---|---|
${timings
  .map(
    (timing) =>
      `| ${timing.what} | \`${timing.path}\` | ${timing.median.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms | ${(timing.bytes / 1024).toFixed(1)} KB |`,
  )
  .join('\n')}
<!-- admin-api:end -->`;
  const report = readFileSync(reportPath, 'utf8');
  writeFileSync(
    reportPath,
    marker.test(report) ? report.replace(marker, section) : `${report.trimEnd()}\n\n${section}\n`,
  );
}
