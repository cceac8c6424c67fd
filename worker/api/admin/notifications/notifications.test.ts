import type { AdminLeadDetail } from '@site/domain/admin';
import { formExamples } from '@site/domain/form-examples';
import type { AdminNotification, AdminNotificationsOverview, NotificationStatus } from '@site/domain/notifications';
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleQueue, handleScheduled } from '../../../background';
import { database } from '../../../db/client';
import { leadEvents, leads, notifications } from '../../../db/schema';
import { captureLead } from '../../../services/leads';
import { resendNotification, type NotificationMessage } from '../../../services/notifications';
import { fromClient, postJson } from '../../../test/requests';
import { signedInStaff } from '../../../test/staff';

const db = database(env.DB);
const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000).toISOString();
const configured = { ...env };

afterEach(() => {
  // Tests below change a setting the way an operator would; every test starts from wrangler.toml's values.
  Object.assign(env, {
    NOTIFY_FROM: configured.NOTIFY_FROM,
    NOTIFY_STAFF_TO: configured.NOTIFY_STAFF_TO,
    NOTIFY_RETRY_DELAY_SECONDS: configured.NOTIFY_RETRY_DELAY_SECONDS,
  });
});

const rowsOf = (leadId: string) => db.select().from(notifications).where(eq(notifications.leadId, leadId)).all();
const eventsOf = (leadId: string, kind: string) =>
  db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, kind)))
    .all();

/** The real local queue delivers within a couple of seconds; this waits for the rows to get there. */
async function settled(leadId: string, status: NotificationStatus, count: number, timeout = 15_000) {
  return vi.waitFor(
    async () => {
      const rows = await rowsOf(leadId);
      expect(rows.filter((row) => row.status === status)).toHaveLength(count);
      return rows;
    },
    { timeout, interval: 200 },
  );
}

async function submit(path: string, body: unknown, key: string) {
  const response = await postJson(path, body, fromClient('203.0.113.9', key));
  expect([200, 201]).toContain(response.status);
  return (await response.json<{ id: string }>()).id;
}

describe('a new lead through the real queue and e-mail binding', { timeout: 60_000 }, () => {
  it('sends exactly one staff alert and one confirmation to the address the visitor gave', async () => {
    const id = await submit('/api/intake', formExamples.intake, 'notify-intake-000000001');
    const rows = await settled(id, 'sent', 2);
    expect(rows.map((row) => [row.kind, row.recipient, row.attempts]).toSorted()).toEqual([
      ['staff-alert', null, 1],
      ['visitor-confirmation', 'keoni.makoa@example.com', 1],
    ]);
    expect(rows.every((row) => /^<.+@pacificspan\.example>$/.test(row.messageId ?? ''))).toBe(true);
    const sent = await eventsOf(id, 'notification-sent');
    expect(sent.map((event) => event.after?.to).toSorted()).toEqual([
      'keoni.makoa@example.com',
      'staff@pacificspan.example',
    ]);
    expect(await eventsOf(id, 'notification-queued')).toHaveLength(2);
  });

  it('alerts staff but sends no confirmation where the form promises none (chat)', async () => {
    const response = await postJson(
      '/api/project-recommendations',
      { projectType: 'Residential', location: 'Other', budget: '$500K - $1M', timeline: 'Flexible' },
      fromClient('203.0.113.9', 'notify-recommend-00000001'),
    );
    expect(response.status).toBe(200);
    // Without a contact e-mail a recommendation is no lead, so nothing is planned at all.
    expect(await db.select().from(notifications).all()).toHaveLength(0);

    const chat = await postJson('/api/chat', {
      message: 'Please call me at (808) 555-0177 about a lanai',
      conversationHistory: [],
    });
    expect(chat.status).toBe(200);
    const [lead] = await db.select().from(leads).all();
    if (!lead) throw new Error('The chat made no lead');
    const rows = await settled(lead.id, 'sent', 1);
    expect(rows.map((row) => row.kind)).toEqual(['staff-alert']);
  });

  it('alerts the emergency list too, urgent first', async () => {
    const id = await submit('/api/emergency', formExamples.emergency, 'notify-emergency-0000001');
    await settled(id, 'sent', 2);
    const alert = (await eventsOf(id, 'notification-sent')).find((event) => event.after?.kind === 'staff-alert');
    expect(alert?.after?.to).toBe('staff@pacificspan.example, oncall@pacificspan.example');
    expect((await rowsOf(id)).every((row) => row.urgent)).toBe(true);
  });

  it('sends nothing new for a replayed submission or a redelivered message', async () => {
    const id = await submit('/api/contact', formExamples.contact, 'notify-replay-000000001');
    const first = await settled(id, 'sent', 2);

    const replay = await postJson(
      '/api/contact',
      formExamples.contact,
      fromClient('203.0.113.9', 'notify-replay-000000001'),
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');

    // The queue delivers at least once: the same message again must not send a second e-mail.
    const batch = createMessageBatch<NotificationMessage>('pacific-span-notifications', [
      { id: 'again', timestamp: Date.now(), attempts: 1, body: { notificationId: first[0]!.id, urgent: false } },
    ]);
    const ctx = createExecutionContext();
    await handleQueue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['again']);

    const after = await rowsOf(id);
    expect(after).toHaveLength(2);
    expect(after.map((row) => row.messageId).toSorted()).toEqual(first.map((row) => row.messageId).toSorted());
    expect(await eventsOf(id, 'notification-sent')).toHaveLength(2);
  });
});

describe('a send that keeps failing', { timeout: 60_000 }, () => {
  it('is retried, dead-lettered, shown to staff as failed with its reason, and can be resent', async () => {
    // The e-mail service refuses a sender it has not verified; retries come at once so the test is short.
    Object.assign(env, { NOTIFY_FROM: 'Leads <leads@unverified.example>', NOTIFY_RETRY_DELAY_SECONDS: '0' });
    const id = await submit('/api/partners', formExamples.partner, 'notify-failing-00000001');
    const rows = await settled(id, 'failed', 2, 40_000);
    // max_retries = 4 in wrangler.toml: five attempts, then the dead-letter queue.
    expect(rows.map((row) => row.attempts)).toEqual([5, 5]);
    expect(rows[0]?.lastError).toBe('email from leads@unverified.example not allowed');
    const failed = await eventsOf(id, 'notification-failed');
    expect(failed.map((event) => event.after?.reason)).toEqual([
      'email from leads@unverified.example not allowed',
      'email from leads@unverified.example not allowed',
    ]);

    const staff = await signedInStaff();
    const overview = await (await staff.call('/api/admin/notifications')).json<AdminNotificationsOverview>();
    expect(overview.configProblems).toEqual([]);
    expect(overview.failed.map((notification) => [notification.leadId, notification.status]).toSorted()).toEqual([
      [id, 'failed'],
      [id, 'failed'],
    ]);
    expect(overview.failed[0]).toMatchObject({ leadName: 'Ruth Lindqvist', leadSource: 'partner' });
    const detail = await (await staff.call(`/api/admin/leads/${id}`)).json<AdminLeadDetail>();
    expect(detail.notifications.map((notification) => notification.status)).toEqual(['failed', 'failed']);
    expect(detail.events.filter((event) => event.kind === 'notification-failed')).toHaveLength(2);

    // The sender is fixed; staff resend the alert from the lead page and it goes out.
    Object.assign(env, { NOTIFY_FROM: configured.NOTIFY_FROM });
    const alert = detail.notifications.find((notification) => notification.kind === 'staff-alert');
    // Another lead's page cannot send this lead's e-mail again.
    const elsewhere = await resendNotification(database(env.DB), env, alert!.id, staff.member.email, {
      leadId: 'another-lead',
    });
    expect(elsewhere.outcome).toBe('not-found');
    const resent = await staff.send('POST', `/api/admin/notifications/${alert?.id}/resend`);
    expect(resent.status).toBe(202);
    expect(await resent.json<AdminNotification>()).toMatchObject({ status: 'queued', attempts: 0 });
    await settled(id, 'sent', 1);
    expect(await eventsOf(id, 'notification-resend')).toMatchObject([{ actor: staff.member.email }]);

    const again = await staff.send('POST', '/api/admin/notifications/no-such-notification/resend');
    expect(again.status).toBe(404);
  });
});

describe('the cron sweep', { timeout: 60_000 }, () => {
  it('re-enqueues a row the queue never got, and sends it once', async () => {
    // captureLead writes the outbox rows; nothing hands them to the queue, as when the hand-over failed.
    const captured = await captureLead(db, {
      source: 'contact',
      fields: {
        name: 'Stranded Visitor',
        email: 'stranded@example.com',
        location: 'Not provided',
        projectType: 'Contact: Hi',
      },
      submission: { name: 'Stranded Visitor' },
      idempotencyKey: 'notify-stranded-0000001',
      requestHash: 'stranded',
      notifications: [{ kind: 'staff-alert' }],
    });
    if (captured.outcome !== 'created') throw new Error('No lead');
    await db.update(notifications).set({ createdAt: tenMinutesAgo() }).where(eq(notifications.leadId, captured.id));

    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    const [row] = await settled(captured.id, 'sent', 1);
    expect(row?.attempts).toBe(1);

    // A second sweep finds nothing stranded.
    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    expect(await eventsOf(captured.id, 'notification-sent')).toHaveLength(1);
  });

  it('re-alerts an emergency nobody acted on after 15 minutes, once', async () => {
    const id = await submit('/api/emergency', formExamples.emergency, 'notify-realert-00000001');
    await settled(id, 'sent', 2);
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where(eq(leads.id, id));

    const staff = await signedInStaff();
    const overdue = await (await staff.call(`/api/admin/leads/${id}`)).json<AdminLeadDetail>();
    expect(overdue.overdue).toBe(true);

    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    await settled(id, 'sent', 3);
    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    const rows = await rowsOf(id);
    expect(rows.filter((row) => row.kind === 'emergency-realert')).toHaveLength(1);

    // Acting on the lead clears the flag.
    const update = await staff.send('PATCH', `/api/admin/leads/${id}`, { status: 'contacted' });
    expect(update.status).toBe(200);
    expect((await update.json<AdminLeadDetail>()).overdue).toBe(false);
  });

  it('does not re-alert an emergency staff already picked up', async () => {
    const id = await submit('/api/emergency', formExamples.emergency, 'notify-picked-up-0000001');
    await settled(id, 'sent', 2);
    await db
      .update(leads)
      .set({ status: 'contacted', createdAt: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where(eq(leads.id, id));
    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    expect((await rowsOf(id)).map((row) => row.kind).toSorted()).toEqual(['staff-alert', 'visitor-confirmation']);
  });
});

describe('configuration', { timeout: 60_000 }, () => {
  it('shows a malformed staff list on the dashboard and in the log, and keeps the alert queued', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(env, {
      NOTIFY_STAFF_TO: 'staff@pacificspan.example, not-an-address',
      NOTIFY_RETRY_DELAY_SECONDS: '60',
    });
    const id = await submit('/api/bid-request', formExamples.bid, 'notify-config-000000001');
    const staff = await signedInStaff();
    const overview = await (await staff.call('/api/admin/notifications')).json<AdminNotificationsOverview>();
    expect(overview.configProblems).toEqual(['NOTIFY_STAFF_TO has "not-an-address", which is not an e-mail address.']);
    expect(logged).toHaveBeenCalledWith(
      'E-mail notifications are misconfigured: NOTIFY_STAFF_TO has "not-an-address", which is not an e-mail address.',
    );
    await vi.waitFor(
      async () => {
        const alert = (await rowsOf(id)).find((row) => row.kind === 'staff-alert');
        expect(alert).toMatchObject({ status: 'queued', attempts: 1 });
        expect(alert?.lastError).toContain('E-mail is not configured: NOTIFY_STAFF_TO has "not-an-address"');
      },
      { timeout: 15_000, interval: 200 },
    );
    logged.mockRestore();
  });
});
