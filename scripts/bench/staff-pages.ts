import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { regionOfLead } from '@site/domain/staff/analytics';
import {
  attributedMetrics,
  bucketOf,
  dayOf,
  devices,
  siteSpeedMetrics,
  siteSpeedRoutes,
  thresholds,
} from '@site/domain/site-speed/site-speed';
import { randomBytes, toBase64Url } from '../../worker/services/protection/crypto';
import { loadArgon2id } from '../argon2id';
import { pipelineLeadCount, planPipeline, seedColleagues, seedSubmission } from '../seed-pipeline';
import { insertStaffSql } from '../staff-account';
import { signInAsNewStaff } from '../staff-session';
import { serveBuild } from './served-build';

/**
 * The admin's timings (docs/benchmarks.md): the built Worker on 127.0.0.1 with a fresh D1 holding the 360 leads
 * of the local seed (scripts/seed-pipeline.ts), then one holding 100,000 leads of the same plan, a staff member
 * signed in through the sign-in endpoint, and each staff page's data request asked a number of times in turn.
 * Run `npm run build` first.
 */

const sql = (value: string | number | null | undefined) =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`;

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
  requests: number;
}

/** One staff read the bench asks for: what it is, its data request, and how many times to ask. */
interface AdminRead {
  what: string;
  route: string;
  requests: number;
}

/** The pipeline a bench run seeds: the local seed's plan at `leads` leads, inserted directly into D1. */
interface AdminBenchRun {
  leads: number;
  /** Days of site speed rows to seed, up to today (docs/decisions/088). */
  siteSpeedDays?: number;
  reads: (ids: { lead: string }) => AdminRead[];
}

/** D1 refuses a statement over 100 KB: the seed's inserts take as many rows as fit well under that. */
const statementChars = 90_000;

/** Multi-row inserts of `rows`, each statement as long as D1 takes. */
function inserts(into: string, rows: string[]): string[] {
  const statements: string[] = [];
  let batch: string[] = [];
  let length = into.length;
  for (const row of rows) {
    if (batch.length > 0 && length + row.length + 2 > statementChars) {
      statements.push(`${into} values ${batch.join(', ')};`);
      batch = [];
      length = into.length;
    }
    batch.push(row);
    length += row.length + 2;
  }
  if (batch.length > 0) statements.push(`${into} values ${batch.join(', ')};`);
  return statements;
}

/**
 * Site speed rows for every route, device and metric of each of `days` days up to `now`, as busy as a site
 * with thousands of page views a day makes them: each histogram spreads its views over 24 buckets around
 * the metric's "good" threshold, and each route has five targets per attributed metric a day.
 */
function siteSpeedSeed(days: number, now: Date): string[] {
  const dayRows: string[] = [];
  const targetRows: string[] = [];
  for (let daysAgo = 0; daysAgo < days; daysAgo += 1) {
    const day = dayOf(now.getTime() - daysAgo * 86_400_000);
    for (const route of siteSpeedRoutes) {
      for (const device of devices) {
        for (const metric of siteSpeedMetrics) {
          const middle = bucketOf(metric, thresholds[metric].good);
          const histogram = Object.fromEntries(
            Array.from({ length: 24 }, (_, index) => [String(middle - 12 + index), 1 + ((index * 7 + daysAgo) % 13)]),
          );
          const count = Object.values(histogram).reduce((sum, views) => sum + views, 0);
          dayRows.push(
            `(${[day, route, device, metric, count, JSON.stringify(histogram), JSON.stringify({ '4g': count })].map(sql).join(', ')})`,
          );
        }
      }
      for (const metric of attributedMetrics) {
        for (let index = 0; index < 5; index += 1) {
          const views = 10 + index;
          targetRows.push(
            `(${[day, route, metric, `html>body>div>main>section>div>${['img', 'p', 'h1', 'button', 'a'][index]}`, views, views * thresholds[metric].good * (0.5 + index / 5)].map(sql).join(', ')})`,
          );
        }
      }
    }
  }
  return [
    ...inserts('insert into site_speed_days (day, route, device, metric, count, histogram, connections)', dayRows),
    ...inserts('insert into site_speed_targets (day, route, metric, target, count, total)', targetRows),
  ];
}

function seedSql(accounts: Awaited<ReturnType<typeof newAccounts>>, run: AdminBenchRun, now: Date) {
  const leadCount = run.leads;
  const plans = planPipeline(now, accounts.length, leadCount).map((plan, index) => ({
    ...plan,
    id: `bench-${String(index + 1).padStart(6, '0')}`,
  }));
  const leadRows = plans.map(
    ({ id, ...plan }) =>
      `(${[
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
        plan.owner === null ? null : (accounts[plan.owner]?.record.id ?? null),
        plan.followUpOn,
        plan.note,
      ]
        .map(sql)
        .join(', ')})`,
  );
  // The timeline the funnel reads: each lead's arrival and, once worked, the status staff gave it.
  const eventRows = plans.flatMap(({ id, ...plan }) => [
    `(${[id, plan.createdAt, 'visitor', 'created', null, JSON.stringify({ source: plan.source })].map(sql).join(', ')})`,
    ...(plan.status === 'new'
      ? []
      : [
          `(${[
            id,
            new Date(Math.min(Date.parse(plan.createdAt) + 2 * 86_400_000, now.getTime())).toISOString(),
            accounts[plan.owner ?? 0]?.record.email ?? 'seed',
            'updated',
            JSON.stringify({ status: 'new' }),
            JSON.stringify({ status: plan.status }),
          ]
            .map(sql)
            .join(', ')})`,
        ]),
  ]);
  return {
    plans,
    statements: [
      ...accounts.map(({ record }) => `${insertStaffSql(record)};`),
      ...inserts(
        'insert into leads (id, name, email, phone, company, location, region, project_type, status, source, estimated_value, submission, idempotency_key, request_hash, urgency, is_urgent, created_at, updated_at, owner_id, follow_up_on, notes)',
        leadRows,
      ),
      ...inserts('insert into lead_events (lead_id, created_at, actor, kind, before, after)', eventRows),
      ...(run.siteSpeedDays ? siteSpeedSeed(run.siteSpeedDays, now) : []),
    ],
  };
}

async function newAccounts(pepper: string) {
  const { newStaffAccount } = await import('../../worker/services/staff/staff-auth');
  const { staffPasswords } = await import('../../worker/services/staff/staff-passwords');
  const passwords = await staffPasswords(await loadArgon2id(), pepper);
  return Promise.all(
    [{ email: 'bench@pacificspan.example', name: 'Bench Staff' }, ...seedColleagues].map(({ email, name }) =>
      newStaffAccount(passwords, email, name),
    ),
  );
}

async function measureRun(run: AdminBenchRun, log: (line: string) => void): Promise<AdminTiming[]> {
  const staffPasswordPepper = toBase64Url(randomBytes(32));
  const accounts = await newAccounts(staffPasswordPepper);
  const seedStarted = performance.now();
  const { plans, statements } = seedSql(accounts, run, new Date());
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-admin-'));
  const seedFile = path.join(folder, 'seed.sql');
  writeFileSync(seedFile, statements.join('\n'));
  const served = await serveBuild({ seedFile, staffPasswordPepper });
  try {
    rmSync(folder, { recursive: true, force: true });
    const [bench] = accounts;
    if (!bench) throw new Error('No bench account');
    const cookie = await signInAsNewStaff(served.plainUrl, bench.record.email, bench.password);
    log(
      `admin bench: ${plans.length} leads seeded and the server started in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    if (run.siteSpeedDays) {
      // The minute's cron stores the Site speed reading the page shows (docs/decisions/088): run it once, timed.
      const started = performance.now();
      const cron = await fetch(`${served.plainUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
      if (!cron.ok) throw new Error(`The cron answered ${cron.status}`);
      log(
        `admin bench: the minute's cron with ${run.siteSpeedDays} days of site speed rows took ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
    const leadId = plans[0]?.id ?? '';
    const timings: AdminTiming[] = [];
    for (const { what, route, requests } of run.reads({ lead: leadId })) {
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
      timings.push({ what, path: route.replace(leadId, ':id'), median, p95, bytes, requests });
    }
    return timings;
  } finally {
    await served.stop();
  }
}

/** A year's pipeline: the 360 leads of the local seed (scripts/seed-pipeline.ts), and a year of site speed rows. */
const yearRun: AdminBenchRun = {
  leads: pipelineLeadCount,
  siteSpeedDays: 365,
  reads: ({ lead }) =>
    (
      [
        ['Lead table, page 1 (default sort)', '/admin.data'],
        ['Lead table sorted by estimate', '/admin.data?sort=estimate&dir=descending'],
        ['Lead table filtered (region + overdue)', '/admin.data?region=California&due=overdue'],
        ['CSV of all leads', '/admin/leads.csv'],
        ['Status board page (/admin/board)', '/admin/board.data'],
        ['Source funnel page (/admin/analytics)', '/admin/analytics.data'],
        ["One lead's page (/admin/leads/:id)", `/admin/leads/${lead}.data`],
        ['Site speed page, a year of rows (/admin/site-speed)', '/admin/site-speed.data'],
      ] as const
    ).map(([what, route]) => ({ what, route, requests: 40 })),
};

/** The pipeline at scale (docs/decisions/069): 100,000 leads of the same plan, spam and all, over the year. */
export const scaleLeadCount = 100_000;
const scaleRun: AdminBenchRun = {
  leads: scaleLeadCount,
  reads: ({ lead }) => [
    ...(
      [
        ['Lead table, page 1 (default sort)', '/admin.data'],
        ['Search, a common name', '/admin.data?q=silva'],
        ['Search, no match', '/admin.data?q=smith'],
        ['Page 1,500 by name', '/admin.data?sort=name&dir=ascending&page=1500'],
        ['Won leads by estimate', '/admin.data?status=won&sort=estimate&dir=descending'],
        ['Page 1,000 by owner', '/admin.data?sort=owner&dir=ascending&page=1000'],
        ['Page 500 by follow-up', '/admin.data?sort=followUp&dir=ascending&page=500'],
        ['Region + overdue', '/admin.data?region=California&due=overdue'],
        ['Status board (/admin/board)', '/admin/board.data'],
        ['Source funnel (/admin/analytics)', '/admin/analytics.data'],
        ['Funnel of the year', '/admin/analytics.data?days=365'],
        ["One lead's page", `/admin/leads/${lead}.data`],
        ["One lead's contact", `/admin/contacts/${lead}.data`],
      ] as const
    ).map(([what, route]) => ({ what, route, requests: 15 })),
    { what: 'CSV of all leads', route: '/admin/leads.csv', requests: 3 },
  ],
};

export const measureAdminApi = (log: (line: string) => void) => measureRun(yearRun, log);
export const measureAdminAtScale = (log: (line: string) => void) => measureRun(scaleRun, log);

const table = (timings: AdminTiming[]) => `| Read | Path | Median | p95 | Requests | Answer |
|---|---|---|---|---|---|
${timings
  .map(
    (timing) =>
      `| ${timing.what} | \`${timing.path}\` | ${timing.median.toFixed(1)} ms | ${timing.p95.toFixed(1)} ms | ${timing.requests} | ${(timing.bytes / 1024).toFixed(1)} KB |`,
  )
  .join('\n')}`;

/** Writes a section between its markers in docs/benchmarks.md (added at the end the first time). */
function writeSection(name: string, body: string, reportPath: string) {
  const marker = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const section = `<!-- ${name}:start -->\n${body}\n<!-- ${name}:end -->`;
  const report = readFileSync(reportPath, 'utf8');
  writeFileSync(
    reportPath,
    marker.test(report) ? report.replace(marker, section) : `${report.trimEnd()}\n\n${section}\n`,
  );
}

const measuredOn = () => new Date().toISOString().slice(0, 10);

export function writeAdminSection(timings: AdminTiming[], reportPath = 'docs/benchmarks.md') {
  writeSection(
    'admin-api',
    `## The admin at a year's size

Measured by \`npm run bench -- admin\` on ${measuredOn()}: the built Worker on 127.0.0.1
(workerd, local D1) holding the 360 leads of the local seed (scripts/seed-pipeline.ts), signed in as staff,
each read asked in turn, one at a time. Local timings: they compare reads with each other and
across changes, not with production.

${table(timings)}`,
    reportPath,
  );
}

/** The scale run's table; the measurements before docs/decisions/069 stay in their own block below it. */
export function writeAdminScaleSection(timings: AdminTiming[], reportPath = 'docs/benchmarks.md') {
  writeSection(
    'admin-scale',
    `## The admin at ${scaleLeadCount.toLocaleString('en-US')} leads

Measured by \`npm run bench -- admin\` on ${measuredOn()}: as above, with the local seed's plan drawn
${scaleLeadCount.toLocaleString('en-US')} times over the year (each worked lead with its status change on the timeline),
inserted straight into the fresh D1 (docs/decisions/069). The bars: every view at most 50 ms median, the CSV of
every lead at most 5 s.

${table(timings)}`,
    reportPath,
  );
}
