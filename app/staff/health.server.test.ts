import { formExamples } from '@site/domain/forms/form-examples';
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { handleScheduled } from '../../worker/background';
import { database } from '../../worker/db/client';
import { healthAlerts, jobRuns, notifications } from '../../worker/db/schema';
import { readHealth, recordJobRun } from '../../worker/services/health/health';
import { resendNotification } from '../../worker/services/notifications/notifications';
import { restoreEmailSettingsAfterEach, settled, submit } from '../../worker/test/notifications';
import { staffSignedInBeforeEach } from './test/staff-routes';
import { healthLoader } from './health.server';

const db = database(env.DB);
const staff = staffSignedInBeforeEach('staff', 'kai.staff@pacificspan.example', 'Kai Staff');
const configured = restoreEmailSettingsAfterEach();

const cronMinute = () => handleScheduled(createScheduledController({ cron: '* * * * *' }), env);

/**
 * A lead whose two e-mails fail every attempt and reach the dead-letter queue, through the real queue: the
 * local e-mail service refuses a sender it has not verified, as the real one does. The sender is fixed again
 * after, so only these two stay failed. Each visitor is confirmed once a day, so each lead has its own.
 */
async function deadLetteredLead(key: string, email = formExamples.partner.email) {
  Object.assign(env, { NOTIFY_FROM: 'Leads <leads@unverified.example>', NOTIFY_RETRY_DELAY_SECONDS: '0' });
  const id = await submit('/api/partners', { ...formExamples.partner, email }, key);
  await settled(id, 'failed', 2, 40_000);
  Object.assign(env, { NOTIFY_FROM: configured.NOTIFY_FROM });
  return id;
}

const figureOf = async (id: string) => {
  const page = await staff.run(healthLoader);
  expect(page.status).toBe(200);
  return page.data.figures.find((figure) => figure.id === id);
};

const alertRows = () => db.select().from(healthAlerts).all();

/** The alert rows once the queue has sent every one. */
const sentAlerts = () =>
  vi.waitFor(
    async () => {
      const rows = await alertRows();
      expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
      return rows;
    },
    { timeout: 15_000, interval: 200 },
  );

describe('the health page', { timeout: 120_000 }, () => {
  it('shows a dead-lettered notification in red, with what to do', async () => {
    expect(await figureOf('dead-letters')).toMatchObject({ red: false, value: '0 dead letters' });
    await deadLetteredLead('health-dead-letter-0001');
    expect(await figureOf('dead-letters')).toMatchObject({
      red: true,
      value: '2 dead letters',
      view: { href: '/admin', label: 'Failed e-mails on the dashboard' },
    });
    // Nothing waits in the outbox: the two are failed, not queued.
    expect(await figureOf('outbox')).toMatchObject({ red: false, value: '0 waiting, 0 retrying', at: null });
  });

  it('shows the last cron minute and its duration once the cron has run, and the last backup', async () => {
    expect(await figureOf('cron')).toMatchObject({ red: true, value: 'Not run yet', at: null });
    expect(await figureOf('backup')).toMatchObject({ red: false, value: 'No backup yet', at: null });
    const before = Date.now();
    await cronMinute();
    const cron = await figureOf('cron');
    expect(cron).toMatchObject({ red: false, value: expect.stringMatching(/^Took \d+\.\d s$/) });
    expect(Date.parse(cron?.at ?? '')).toBeGreaterThanOrEqual(before);
    await cronMinute();
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.job, 'cron')).all();
    // The first run stays: it is how long the site has run without a backup.
    expect(run?.firstStartedAt).toBe(cron?.at);
    expect(Date.parse(run?.lastStartedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(cron?.at ?? ''));

    await recordJobRun(db, 'backup', Date.parse('2026-11-20T09:00:00.000Z'), Date.parse('2026-11-20T09:00:04.000Z'));
    const reading = await readHealth(db, Date.parse('2026-11-29T09:00:00.000Z'));
    expect(reading.backup).toEqual({ lastAt: '2026-11-20T09:00:04.000Z' });
    expect(await figureOf('backup')).toMatchObject({ red: true, at: '2026-11-20T09:00:04.000Z' });
  });
});

describe('the owners’ health alert', { timeout: 120_000 }, () => {
  it('goes once when a figure turns red, not on the next minute, and again only after it recovered', async () => {
    const first = await deadLetteredLead('health-dead-letter-0002');
    await cronMinute();
    const [alert, ...others] = await sentAlerts();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      figure: 'dead-letters',
      subject: 'Site health: Failed e-mails needs attention',
      attempts: 1,
    });
    expect(alert?.body).toContain('Failed e-mails: 2 dead letters.');

    // The next minute it is still red: the same row, sent once.
    await cronMinute();
    expect(await sentAlerts()).toEqual([alert]);

    // Staff send both again; the next minute sees it recovered and forgets the alert.
    const failed = await db.select().from(notifications).where(eq(notifications.leadId, first)).all();
    for (const row of failed) await resendNotification(db, env, row.id, staff.member.email);
    await settled(first, 'sent', 2);
    await cronMinute();
    expect(await alertRows()).toEqual([]);
    expect(await figureOf('dead-letters')).toMatchObject({ red: false });

    // Red again: a new alert.
    await deadLetteredLead('health-dead-letter-0003', 'dana@northbeam.example');
    await cronMinute();
    const [again, ...more] = await sentAlerts();
    expect(more).toEqual([]);
    expect(again).toMatchObject({ figure: 'dead-letters', attempts: 1 });
    expect(again?.body).toContain('Failed e-mails: 2 dead letters.');
    expect(again?.id).not.toBe(alert?.id);
  });
});
