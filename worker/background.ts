import { env as startupEnv } from 'cloudflare:workers';
import { database } from './db/client';
import { receiveLeadEmail, type InboundEmail } from './services/conversations/inbound';
import { checkHealth, deliverHealthAlert, markHealthAlertFailed, recordJobRun } from './services/health/health';
import { sweepUnattachedFiles, sweepUnnamedObjects } from './services/lead-files/lead-files';
import {
  checkedSettings,
  deliverNotification,
  markNotificationFailed,
  retryDelayFor,
  sweepNotifications,
  type NotificationMessage,
} from './services/notifications/notifications';
import { refreshFunnelReports } from './services/pipeline/funnel';
import { refreshSiteSpeedReport } from './services/site-speed/site-speed';
import { pruneSecurityEvents } from './services/staff/security-events';

// Checked as the Worker starts, so a missing or malformed staff list is in the log before the first lead.
checkedSettings(startupEnv);

/** The dead-letter queue's name ends so (wrangler.toml); its messages are verdicts, not sends. */
const isDeadLetterQueue = (queue: string) => queue.endsWith('-dlq');

/**
 * The queue consumer of both notification queues: sends each message's e-mail (emergencies first) and acks
 * it, or retries it with a growing delay; from the dead-letter queue, marks the row failed for staff to see.
 */
export async function handleQueue(batch: MessageBatch<NotificationMessage>, env: Env): Promise<void> {
  const db = database(env.DB);
  const messages = batch.messages.toSorted((a, b) => Number(b.body.urgent) - Number(a.body.urgent));
  for (const message of messages) {
    const healthAlert = message.body.outbox === 'health-alerts';
    if (isDeadLetterQueue(batch.queue)) {
      await (healthAlert ? markHealthAlertFailed : markNotificationFailed)(db, message.body.notificationId);
      message.ack();
      continue;
    }
    try {
      await (healthAlert ? deliverHealthAlert : deliverNotification)(db, env, message.body.notificationId);
      message.ack();
    } catch (error) {
      console.error(`Notification ${message.body.notificationId} failed (attempt ${message.attempts})`, error);
      message.retry({ delaySeconds: retryDelayFor(message.attempts, env) });
    }
  }
}

/**
 * The cron trigger, each minute: re-enqueue stranded notifications, re-alert unanswered emergencies, store
 * the funnel of the quick periods (docs/decisions/069) and the Site speed report's reading (docs/decisions/088),
 * delete the files no request took within a day (docs/decisions/077) and, once a day, the objects no file row names,
 * and the security log's entries past
 * 400 days (docs/decisions/092): an index range, a minute's worth of old entries at a time once the log is full.
 * It alerts the owners of a health figure gone red, and records its run for the health page only when every
 * part of it completed (docs/decisions/097).
 */
/** The bucket is read against the table once a day, in the office's night (11:00 UTC is 3 or 4 a.m. Pacific). */
const isBucketSweepMinute = (at: number) => Math.floor(at / 60_000) % (24 * 60) === 11 * 60;

export async function handleScheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const db = database(env.DB);
  const startedAt = Date.now();
  await Promise.all([
    sweepNotifications(db, env),
    refreshFunnelReports(db, startedAt),
    refreshSiteSpeedReport(db, startedAt),
    sweepUnattachedFiles(db, env.FILES),
    isBucketSweepMinute(startedAt) ? sweepUnnamedObjects(db, env.FILES, startedAt) : 0,
    pruneSecurityEvents(db, startedAt),
    checkHealth(db, env, startedAt),
  ]);
  await recordJobRun(db, 'cron', startedAt, Date.now());
}

/** Email Routing's delivery to a reply address: an answer for a lead's conversation (docs/decisions/078). */
export async function handleEmail(message: InboundEmail, env: Env): Promise<void> {
  await receiveLeadEmail(database(env.DB), env, message);
}
