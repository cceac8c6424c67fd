/**
 * The health page's figures (docs/product.md §12.13, docs/deploy.md "Health"): what the machinery behind the
 * leads holds right now, each judged against one threshold here, so the page, the owners' alert and the docs
 * say the same.
 */

export const healthFigureIds = [
  'outbox',
  'dead-letters',
  'cron',
  'unattached-files',
  'unverified-leads',
  'backup',
] as const;
export type HealthFigureId = (typeof healthFigureIds)[number];

/** What the Worker reads for the page: counts and times (ISO), nothing about any person. */
export interface HealthReading {
  checkedAt: string;
  /** E-mails not sent yet: never tried, tried and failed at least once (the queue retries them), the oldest. */
  outbox: { queued: number; retrying: number; oldestWaitingAt: string | null };
  /** E-mails every attempt failed for: the dead-letter queue marked them failed, staff resend them. */
  deadLetters: { count: number; newestAt: string | null };
  /** The cron's last minute, and its first ever (how long the site has run, for the backup's judgement). */
  cron: { lastStartedAt: string | null; lastDurationMs: number | null; firstStartedAt: string | null };
  /** Uploads no lead took yet; the cron deletes them after a day. */
  unattachedFiles: { count: number; oldestAt: string | null };
  /** Leads kept while the bot check was out of reach, waiting for staff (docs/decisions/089). */
  unverifiedLeads: { count: number; oldestAt: string | null };
  /** When `npm run backup` last finished against this database. */
  backup: { lastAt: string | null };
}

/**
 * Past these a figure is red. Each is a time something has been waiting that it should not have: a healthy
 * pipeline never reaches it, so red always means someone has to act.
 */
export const healthThresholds = {
  /** The queue retries a failed send for about 3.5 minutes and the cron re-sends a lost one after 5. */
  outboxWaitingMinutes: 15,
  /** A dead letter is an e-mail that will not go out by itself: one is enough. */
  deadLetters: 1,
  /** The cron runs every minute. */
  cronSilentMinutes: 5,
  /** A minute's work must finish well inside its minute. */
  cronDurationSeconds: 30,
  /** The sweep deletes an unattached upload after 24 hours; one older means the sweep is not running. */
  unattachedFileHours: 25,
  /** A lead kept unverified is confirmed or discarded within a working day. */
  unverifiedLeadHours: 24,
  /** Time Travel reaches 7 days back on the Free plan: an older backup leaves a gap. */
  backupDays: 7,
} as const;

export interface HealthFigure {
  id: HealthFigureId;
  label: string;
  /** The figure in a few words: "3 waiting, 1 retrying". */
  value: string;
  /** The time the figure is about (the oldest waiting, the last run), for the page to format. */
  at: string | null;
  /** What `at` is: "Oldest waiting". */
  atLabel: string;
  /** Past its threshold. */
  red: boolean;
  /** Why it is red, or what healthy means for it. */
  judgement: string;
  /** What to do when it is red. */
  guide: string;
  /** The staff view where it is dealt with, when there is one. */
  view?: { href: string; label: string };
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const olderThan = (iso: string | null, ms: number, now: number) => iso !== null && now - Date.parse(iso) > ms;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Each figure of `reading`, judged at its own `checkedAt`. */
export function judgeHealth(reading: HealthReading): HealthFigure[] {
  const now = Date.parse(reading.checkedAt);
  const t = healthThresholds;
  const { outbox, deadLetters, cron, unattachedFiles, unverifiedLeads, backup } = reading;
  const cronSilent = cron.lastStartedAt === null || olderThan(cron.lastStartedAt, t.cronSilentMinutes * minute, now);
  const cronSlow = (cron.lastDurationMs ?? 0) > t.cronDurationSeconds * 1000;
  // A site that has not run a week yet has not missed its first backup.
  const backupDue =
    backup.lastAt === null
      ? olderThan(cron.firstStartedAt, t.backupDays * day, now)
      : olderThan(backup.lastAt, t.backupDays * day, now);
  return [
    {
      id: 'outbox',
      label: 'E-mails waiting',
      value: `${plural(outbox.queued, 'waiting', 'waiting')}, ${plural(outbox.retrying, 'retrying', 'retrying')}`,
      at: outbox.oldestWaitingAt,
      atLabel: 'Oldest waiting since',
      red: olderThan(outbox.oldestWaitingAt, t.outboxWaitingMinutes * minute, now),
      judgement: `Red when an e-mail has waited more than ${t.outboxWaitingMinutes} minutes.`,
      guide:
        'The queue is not delivering: check the Queues page of the Cloudflare dashboard (docs/deploy.md, “Health”).',
    },
    {
      id: 'dead-letters',
      label: 'Failed e-mails',
      value: plural(deadLetters.count, 'dead letter'),
      at: deadLetters.newestAt,
      atLabel: 'Latest',
      red: deadLetters.count >= t.deadLetters,
      judgement: 'Red when any e-mail failed every attempt.',
      guide: 'Fix the reason the dashboard shows, then send each one again from its lead’s page.',
      view: { href: '/admin', label: 'Failed e-mails on the dashboard' },
    },
    {
      id: 'cron',
      label: 'Last cron run',
      value: cron.lastDurationMs === null ? 'Not run yet' : `Took ${(cron.lastDurationMs / 1000).toFixed(1)} s`,
      at: cron.lastStartedAt,
      atLabel: 'Started',
      red: cronSilent || cronSlow,
      judgement: `Red when it has not run for ${t.cronSilentMinutes} minutes or took over ${t.cronDurationSeconds} seconds.`,
      guide: 'Check the Worker’s cron trigger and its errors in Workers Logs (docs/deploy.md, “Health”).',
    },
    {
      id: 'unattached-files',
      label: 'Unattached files',
      value: plural(unattachedFiles.count, 'file'),
      at: unattachedFiles.oldestAt,
      atLabel: 'Oldest from',
      red: olderThan(unattachedFiles.oldestAt, t.unattachedFileHours * hour, now),
      judgement: `Red when one is older than ${t.unattachedFileHours} hours: the daily sweep is not deleting them.`,
      guide: 'The cron’s sweep is failing: check its errors in Workers Logs (docs/deploy.md, “Health”).',
    },
    {
      id: 'unverified-leads',
      label: 'Unverified leads',
      value: plural(unverifiedLeads.count, 'lead'),
      at: unverifiedLeads.oldestAt,
      atLabel: 'Oldest from',
      red: olderThan(unverifiedLeads.oldestAt, t.unverifiedLeadHours * hour, now),
      judgement: `Red when one has waited more than ${t.unverifiedLeadHours} hours.`,
      guide: 'Open each lead marked Unverified: confirm it, or discard it as spam.',
      view: { href: '/admin', label: 'Leads on the dashboard' },
    },
    {
      id: 'backup',
      label: 'Last backup',
      value: backup.lastAt === null ? 'No backup yet' : 'Taken',
      at: backup.lastAt,
      atLabel: 'Finished',
      red: backupDue,
      judgement: `Red when the last is more than ${t.backupDays} days old.`,
      guide: 'Run npm run backup -- --remote and keep the directory safe (docs/deploy.md, “Backups and restore”).',
    },
  ];
}

/**
 * The figures the cron e-mails the owners about. Not the cron's own: a cron that does not run cannot say so,
 * and one that runs has just recovered.
 */
export const alertedFigures = (figures: HealthFigure[]) =>
  figures.filter((figure) => figure.red && figure.id !== 'cron');

/** The owners' e-mail about one figure gone red: sent once until it recovers (docs/decisions/097). */
export function healthAlertEmail(figure: HealthFigure, siteUrl: string) {
  return {
    subject: `Site health: ${figure.label} needs attention`,
    text: [
      `${figure.label}: ${figure.value}.`,
      figure.judgement,
      '',
      figure.guide,
      '',
      `The health page: ${new URL('/admin/health', siteUrl).href}`,
      '',
      'You get this once; another comes only after it has recovered and gone red again.',
    ].join('\n'),
  };
}
