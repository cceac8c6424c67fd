import {
  alertedFigures,
  healthAlertEmail,
  judgeHealth,
  type HealthFigure,
  type HealthReading,
} from '@site/domain/staff/health';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { healthAlerts, jobRuns, leadFiles, leads, notifications, staff } from '../../db/schema';
import {
  checkedSettings,
  claimTimeoutMs,
  senderOf,
  strandedAfterMs,
  type NotificationMessage,
} from '../notifications/notifications';

type Job = (typeof jobRuns.$inferInsert)['job'];

/** A job's run that ended: the row of its last run, keeping the first run's time (docs/decisions/097). */
export async function recordJobRun(db: Database, job: Job, startedAt: number, endedAt: number): Promise<void> {
  const lastStartedAt = new Date(startedAt).toISOString();
  const lastDurationMs = Math.max(0, Math.round(endedAt - startedAt));
  await db
    .insert(jobRuns)
    .values({ job, lastStartedAt, lastDurationMs, firstStartedAt: lastStartedAt })
    .onConflictDoUpdate({ target: jobRuns.job, set: { lastStartedAt, lastDurationMs } });
}

/**
 * The health page's reads: unsent e-mails, the dead letters, the job runs, unattached files and unverified
 * leads, each through an index (their plans are tested in health.test.ts).
 */
export const healthStatements = (db: Database) =>
  [
    // Written as the partial index notifications_unsent_idx is, so SQLite reads only that index.
    db
      .select({
        queued: sql<number>`count(*) filter (where ${notifications.attempts} = 0)`,
        retrying: sql<number>`count(*) filter (where ${notifications.attempts} > 0)`,
        oldest: sql<string | null>`min(${notifications.createdAt})`,
      })
      .from(notifications)
      .where(sql`${notifications.status} in ('queued', 'sending')`),
    db
      .select({ count: sql<number>`count(*)`, newest: sql<string | null>`max(${notifications.touchedAt})` })
      .from(notifications)
      .where(eq(notifications.status, 'failed')),
    db.select().from(jobRuns),
    // lead_files_lead_idx holds the unattached uploads (lead null) by age.
    db
      .select({ count: sql<number>`count(*)`, oldest: sql<string | null>`min(${leadFiles.createdAt})` })
      .from(leadFiles)
      .where(isNull(leadFiles.leadId)),
    // Written as the partial index leads_unverified_idx is, so SQLite reads only that index.
    db
      .select({ count: sql<number>`count(*)`, oldest: sql<string | null>`min(${leads.createdAt})` })
      .from(leads)
      .where(sql`${leads.unverified} = 1 and ${leads.erasedAt} is null`),
  ] as const;

/** Every figure of the health page, read in one batch (one round trip, one state). */
export async function readHealth(db: Database, now = Date.now()): Promise<HealthReading> {
  const [[outbox], [deadLetters], runs, [unattached], [unverified]] = await db.batch(healthStatements(db));
  const cron = runs.find((run) => run.job === 'cron');
  const backup = runs.find((run) => run.job === 'backup');
  return {
    checkedAt: new Date(now).toISOString(),
    outbox: {
      queued: outbox?.queued ?? 0,
      retrying: outbox?.retrying ?? 0,
      oldestWaitingAt: outbox?.oldest ?? null,
    },
    deadLetters: { count: deadLetters?.count ?? 0, newestAt: deadLetters?.newest ?? null },
    cron: {
      lastStartedAt: cron?.lastStartedAt ?? null,
      lastDurationMs: cron?.lastDurationMs ?? null,
      firstStartedAt: cron?.firstStartedAt ?? null,
    },
    unattachedFiles: { count: unattached?.count ?? 0, oldestAt: unattached?.oldest ?? null },
    unverifiedLeads: { count: unverified?.count ?? 0, oldestAt: unverified?.oldest ?? null },
    backup: {
      lastAt: backup ? new Date(Date.parse(backup.lastStartedAt) + backup.lastDurationMs).toISOString() : null,
    },
  };
}

/** Hands alert rows to the notifications queue; a refused hand-over is retried by the next minute's check. */
async function enqueueHealthAlerts(db: Database, queue: Queue, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await queue.sendBatch(
      ids.map((id) => ({
        body: { notificationId: id, urgent: false, outbox: 'health-alerts' } satisfies NotificationMessage,
      })),
    );
  } catch (error) {
    console.error('Could not hand health alerts to the queue; the next check will retry them', error);
    return;
  }
  await db.update(healthAlerts).set({ touchedAt: new Date().toISOString() }).where(inArray(healthAlerts.id, ids));
}

/**
 * The cron's check (docs/decisions/097): a figure that has gone red gets one alert row, sent to the owners
 * through the queue; a figure that has recovered loses its row, so only going red again alerts again. Rows the
 * queue lost are handed over again, as the notifications sweep does. Returns the figures newly alerted.
 */
export async function checkHealth(db: Database, env: Env, now = Date.now()): Promise<HealthFigure[]> {
  const red = alertedFigures(judgeHealth(await readHealth(db, now)));
  await db.delete(healthAlerts).where(
    red.length === 0
      ? undefined
      : notInArray(
          healthAlerts.figure,
          red.map((figure) => figure.id),
        ),
  );
  const planned: { id: string; figure: HealthFigure }[] = [];
  for (const figure of red) {
    const email = healthAlertEmail(figure, env.SITE_URL);
    const [row] = await db
      .insert(healthAlerts)
      .values({ id: crypto.randomUUID(), figure: figure.id, subject: email.subject, body: email.text })
      .onConflictDoNothing()
      .returning({ id: healthAlerts.id });
    if (row) planned.push({ id: row.id, figure });
  }
  const stranded = await db
    .select({ id: healthAlerts.id })
    .from(healthAlerts)
    .where(
      and(
        inArray(healthAlerts.status, ['queued', 'sending']),
        lt(
          sql`coalesce(${healthAlerts.touchedAt}, ${healthAlerts.createdAt})`,
          new Date(now - strandedAfterMs).toISOString(),
        ),
      ),
    )
    .all();
  await enqueueHealthAlerts(db, env.NOTIFICATIONS, [
    ...planned.map((alert) => alert.id),
    ...stranded.map((row) => row.id),
  ]);
  return planned.map((alert) => alert.figure);
}

/** The owners' addresses; the staff list while no account is an owner (a fresh install). */
export async function healthAlertRecipients(db: Database, staffList: string[]): Promise<string[]> {
  const owners = await db
    .select({ email: staff.email })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
    .all();
  return owners.length > 0 ? owners.map((owner) => owner.email) : staffList;
}

/**
 * Sends one health alert at most once, as `deliverNotification` sends a lead's e-mail: claimed before the
 * e-mail service is called, marked sent after; a failure puts it back with the reason and throws, for the
 * queue to retry. A row deleted because its figure recovered sends nothing.
 */
export async function deliverHealthAlert(db: Database, env: Env, id: string): Promise<void> {
  const now = new Date().toISOString();
  const [claimed] = await db
    .update(healthAlerts)
    .set({ status: 'sending', attempts: sql`${healthAlerts.attempts} + 1`, touchedAt: now })
    .where(
      and(
        eq(healthAlerts.id, id),
        or(
          eq(healthAlerts.status, 'queued'),
          and(
            eq(healthAlerts.status, 'sending'),
            lt(healthAlerts.touchedAt, new Date(Date.now() - claimTimeoutMs).toISOString()),
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) return;
  try {
    const check = checkedSettings(env);
    if (!check.ok) throw new Error(`E-mail is not configured: ${check.problems.join(' ')}`);
    await env.EMAIL.send({
      from: senderOf(check.settings),
      to: await healthAlertRecipients(db, check.settings.staff),
      subject: claimed.subject,
      text: claimed.body,
    });
    await db
      .update(healthAlerts)
      .set({ status: 'sent', sentAt: new Date().toISOString(), lastError: null, touchedAt: new Date().toISOString() })
      .where(eq(healthAlerts.id, id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(healthAlerts)
      .set({ status: 'queued', lastError: reason.slice(0, 500), touchedAt: new Date().toISOString() })
      .where(eq(healthAlerts.id, id));
    throw error;
  }
}

/** The dead-letter queue's verdict on a health alert: it stays failed, with its reason, until it recovers. */
export async function markHealthAlertFailed(db: Database, id: string): Promise<void> {
  await db
    .update(healthAlerts)
    .set({ status: 'failed', touchedAt: new Date().toISOString() })
    .where(and(eq(healthAlerts.id, id), inArray(healthAlerts.status, ['queued', 'sending'])));
}
