import { formExamples } from '@site/domain/forms/form-examples';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { handleQueue, handleScheduled } from '../../background';
import { database } from '../../db/client';
import { leads, notifications } from '../../db/schema';
import { captureLead } from '../lead-forms/leads';
import type { NotificationMessage } from './notifications';
import { eventsOf, restoreEmailSettingsAfterEach, rowsOf, settled, submit } from '../../test/notifications';
import { fromClient, postJson } from '../../test/requests';

const db = database(env.DB);
const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000).toISOString();

restoreEmailSettingsAfterEach();

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

    // Contact details make a lead, so the message carries the bot check's token (docs/decisions/070).
    const chat = await postJson(
      '/api/chat',
      { message: 'Please call me at (808) 555-0177 about a lanai', conversationHistory: [] },
      fromClient('203.0.113.9'),
    );
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
      submission: contactSchema.parse({
        ...formExamples.contact,
        name: 'Stranded Visitor',
        email: 'stranded@example.com',
      }),
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

    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    await settled(id, 'sent', 3);
    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    const rows = await rowsOf(id);
    expect(rows.filter((row) => row.kind === 'emergency-realert')).toHaveLength(1);
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
  it('logs a malformed staff list and keeps the alert queued', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(env, {
      NOTIFY_STAFF_TO: 'staff@pacificspan.example, not-an-address',
      NOTIFY_RETRY_DELAY_SECONDS: '60',
    });
    const id = await submit('/api/bid-request', formExamples.bid, 'notify-config-000000001');
    await vi.waitFor(
      async () => {
        const alert = (await rowsOf(id)).find((row) => row.kind === 'staff-alert');
        expect(alert).toMatchObject({ status: 'queued', attempts: 1 });
        expect(alert?.lastError).toContain('E-mail is not configured: NOTIFY_STAFF_TO has "not-an-address"');
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(logged).toHaveBeenCalledWith(
      'E-mail notifications are misconfigured: NOTIFY_STAFF_TO has "not-an-address", which is not an e-mail address.',
    );
    logged.mockRestore();
  });
});
