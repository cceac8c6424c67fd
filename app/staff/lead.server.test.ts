import { leadEditMessages, staleEditMessages } from '@site/domain/staff/lead-edits';
import { formExamples } from '@site/domain/forms/form-examples';
import { pipelineMessages } from '@site/domain/leads/pipeline';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { leadEvents, leads, staff as staffTable } from '../../worker/db/schema';
import { noteEventKind } from '../../worker/services/pipeline/lead-notes';
import { captureLead } from '../../worker/services/lead-forms/leads';
import { demoLeadsBeforeEach, keoniEdit, storeDemoLeads } from '../../worker/test/staff-data';
import { eventsOf, restoreEmailSettingsAfterEach, rowsOf, settled, submit } from '../../worker/test/notifications';
import { storeStaffAccount } from '../../worker/test/staff';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { dashboardLoader } from './dashboard.server';
import { leadsLoader } from './leads.server';
import { leadPageAction, leadPageLoader } from './lead.server';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

const configured = restoreEmailSettingsAfterEach();

/** The lead page of `id`, as staff open it. */
const leadPage = (id: string) => staff.run(leadPageLoader, { path: `/admin/leads/${id}`, params: { id } });
const shownLead = async (id: string) => {
  const page = await leadPage(id);
  expect(page.status).toBe(200);
  return page.data.lead;
};
/** A change made on the lead page of `id`. */
const change = (id: string, body: unknown) =>
  staff.run(leadPageAction, { path: `/admin/leads/${id}`, params: { id }, body });

/** An edit of `id` made on the lead page that showed it as of `updatedAt`. */
const edit = (id: string, updatedAt: string, fields: Record<string, unknown>) =>
  change(id, { intent: 'edit', updatedAt, ...fields });

const updates = () => db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all();

describe('the lead page', () => {
  const idOf = demoLeadsBeforeEach();

  it('shows the lead with the whole submission and its timeline, and who it can be given to', async () => {
    const page = await leadPage(idOf('seed-contact-1'));
    expect(page.status).toBe(200);
    const { lead, staff: people, me } = page.data;
    expect(lead).toMatchObject({ name: 'Maya Kealoha', source: 'contact' });
    expect(lead.submission).toMatchObject({ subject: 'Lanai addition in Kailua', phone: '(808) 555-0107' });
    expect(lead.events).toEqual([
      expect.objectContaining({
        at: expect.any(String),
        actor: 'visitor',
        kind: 'created',
        before: null,
        after: expect.objectContaining({ source: 'contact', name: 'Maya Kealoha' }),
      }),
    ]);
    expect(people).toEqual([{ id: staff.member.id, name: staff.member.name }]);
    expect(me).toEqual(staff.member);
  });

  it('answers an unknown lead with 404', async () => {
    const missing = await leadPage('no-such-lead');
    expect(missing.status).toBe(404);
    expect(missing.data).toBe('No lead with id "no-such-lead".');
  });

  it('saves status, estimate and notes from the whole edited lead, and shows who changed what', async () => {
    const id = idOf('seed-intake-1');
    const before = await shownLead(id);
    const saved = await change(id, { ...before, ...keoniEdit.sent });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ ok: true, message: leadEditMessages.updated });
    const after = await shownLead(id);
    expect(after).toMatchObject({ id, ...keoniEdit.edited });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.events.map((event) => event.kind)).toEqual(['created', 'updated']);
    expect(after.events[1]).toMatchObject({
      at: expect.any(String),
      actor: staff.member.email,
      kind: 'updated',
      ...keoniEdit.audited,
    });
  });

  it('records only the fields that changed, and nothing when nothing changed', async () => {
    const id = idOf('seed-calculator-1');
    const lead = await shownLead(id);
    const unchanged = await edit(id, lead.updatedAt, { status: 'new', estimatedValue: lead.estimatedValue, notes: '' });
    expect(unchanged.status).toBe(200);
    await edit(id, lead.updatedAt, { status: 'contacted', estimatedValue: lead.estimatedValue });
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    expect(events.map((event) => [event.kind, event.before, event.after])).toEqual([
      ['created', null, expect.any(Object)],
      ['updated', { status: 'new' }, { status: 'contacted' }],
    ]);
  });

  it('answers an edit of an unknown lead with 404 and a bad one with 400 and field messages, writing nothing', async () => {
    const missing = await edit('no-such-lead', '', { status: 'won' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'This lead no longer exists.' });
    const id = idOf('seed-bid-1');
    const { updatedAt } = await shownLead(id);
    const bad = await edit(id, updatedAt, { status: 'sold', estimatedValue: -5 });
    expect(bad.status).toBe(400);
    expect(refusedFields(bad.data)).toEqual(['estimatedValue', 'status']);
    expect((await change(id, 'not an object')).status).toBe(400);
    expect((await change(id, { intent: 'edit', status: 'won' })).status).toBe(400);
    expect(await updates()).toHaveLength(0);
  });

  it('answers a stale edit with 409 and the lead as it is now, writing nothing; the retry is saved', async () => {
    const id = idOf('seed-contact-1');
    const loaded = await shownLead(id);
    const first = await edit(id, loaded.updatedAt, { status: 'contacted', notes: 'Called Monday' });
    expect(first.status).toBe(200);
    const stale = await edit(id, loaded.updatedAt, { status: 'lost', notes: 'Dead' });
    expect(stale.status).toBe(409);
    const now = await shownLead(id);
    expect(stale.data).toEqual({
      ok: false,
      message: staleEditMessages.lead,
      current: expect.objectContaining({
        id,
        status: 'contacted',
        notes: 'Called Monday',
        updatedAt: now.updatedAt,
      }),
    });
    expect((await updates()).map((event) => [event.before, event.after])).toEqual([
      [
        { status: loaded.status, notes: null },
        { status: 'contacted', notes: 'Called Monday' },
      ],
    ]);

    const retried = await edit(id, now.updatedAt, { status: 'lost' });
    expect(retried.status).toBe(200);
    expect((await shownLead(id)).status).toBe('lost');
  });

  it('gives the lead to an active staff member with a follow-up day, shown in the list and audited', async () => {
    const id = idOf('seed-bid-1');
    const colleague = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
    const { updatedAt } = await shownLead(id);
    const planned = await change(id, { intent: 'plan', updatedAt, ownerId: colleague.id, followUpOn: '2026-12-01' });
    expect(planned.status).toBe(200);
    expect(planned.data).toEqual({ ok: true, message: pipelineMessages.planSaved });
    const lead = await shownLead(id);
    expect(lead).toMatchObject({ owner: { id: colleague.id, name: 'Kai Lono' }, followUpOn: '2026-12-01' });
    const [listed] = (await staff.run(leadsLoader, { path: '/admin?q=priya' })).data.page.items;
    expect(listed?.owner).toEqual({ id: colleague.id, name: 'Kai Lono' });
    expect(lead.events.at(-1)).toMatchObject({
      kind: 'updated',
      actor: staff.member.email,
      before: { ownerId: null, followUpOn: null },
      after: { ownerId: colleague.id, followUpOn: '2026-12-01' },
    });
    const released = await change(id, { intent: 'plan', updatedAt: lead.updatedAt, ownerId: null, followUpOn: null });
    expect(released.status).toBe(200);
    expect((await shownLead(id)).owner).toBeNull();
  });

  it('refuses an unknown or disabled owner and a malformed day with 400, and a stale plan with 409', async () => {
    const id = idOf('seed-bid-1');
    const { updatedAt } = await shownLead(id);
    const gone = await storeStaffAccount('gone@pacificspan.example', 'Gone Away');
    await db.update(staffTable).set({ disabledAt: new Date().toISOString() }).where(eq(staffTable.id, gone.id));
    for (const ownerId of ['no-such-staff', gone.id]) {
      const refused = await change(id, { intent: 'plan', updatedAt, ownerId });
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({ fieldErrors: { ownerId: 'Choose an active staff member' } });
    }
    const badDay = await change(id, { intent: 'plan', updatedAt, followUpOn: '31/12/2026' });
    expect(badDay.status).toBe(400);
    expect(refusedFields(badDay.data)).toEqual(['followUpOn']);
    expect(await updates()).toHaveLength(0);

    await staff.editLead(id, { notes: 'Called back' });
    const stale = await change(id, { intent: 'plan', updatedAt, ownerId: staff.member.id });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ message: staleEditMessages.lead, current: { notes: 'Called back' } });
    expect((await shownLead(id)).owner).toBeNull();
  });

  it('adds a note to the timeline under the staff member’s name; an empty note or an unknown lead is refused', async () => {
    const id = idOf('seed-partner-1');
    const added = await change(id, { intent: 'note', text: 'Left a voicemail' });
    expect(added.status).toBe(200);
    expect(added.data).toEqual({ ok: true, message: pipelineMessages.noteAdded });
    expect((await shownLead(id)).events.at(-1)).toMatchObject({
      actor: staff.member.email,
      after: { text: 'Left a voicemail' },
    });
    const empty = await change(id, { intent: 'note', text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject({ fieldErrors: { text: pipelineMessages.noteEmpty } });
    expect((await change('no-such-lead', { intent: 'note', text: 'Hello?' })).status).toBe(404);
    expect((await shownLead(id)).events).toHaveLength(2);
  });

  it('flags an emergency nobody acted on after 15 minutes, until staff act on it', async () => {
    const id = idOf('seed-emergency-1');
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where(eq(leads.id, id));
    expect((await shownLead(id)).overdue).toBe(true);
    await staff.editLead(id, { status: 'contacted' });
    expect((await shownLead(id)).overdue).toBe(false);
  });
});

describe('the lead page’s e-mails', { timeout: 60_000 }, () => {
  it('shows a send that kept failing, dead-lettered, on the dashboard and the lead page, and sends it again', async () => {
    // The e-mail service refuses a sender it has not verified; retries come at once so the test is short.
    Object.assign(env, { NOTIFY_FROM: 'Leads <leads@unverified.example>', NOTIFY_RETRY_DELAY_SECONDS: '0' });
    const id = await submit('/api/partners', formExamples.partner, 'notify-failing-00000001');
    const failedRows = await settled(id, 'failed', 2, 40_000);
    // max_retries = 4 in wrangler.toml: five attempts, then the dead-letter queue.
    expect(failedRows.map((row) => row.attempts)).toEqual([5, 5]);

    const dashboard = await staff.run(dashboardLoader);
    expect(dashboard.data.notifications.configProblems).toEqual([]);
    const failed = dashboard.data.notifications.failed;
    expect(failed.map((notification) => [notification.leadId, notification.status])).toEqual([
      [id, 'failed'],
      [id, 'failed'],
    ]);
    expect(failed[0]).toMatchObject({
      leadName: 'Ruth Lindqvist',
      leadSource: 'partner',
      lastError: 'email from leads@unverified.example not allowed',
    });
    const lead = await shownLead(id);
    expect(lead.notifications.map((notification) => notification.status)).toEqual(['failed', 'failed']);
    expect(
      lead.events.filter((event) => event.kind === 'notification-failed').map((event) => event.after?.reason),
    ).toEqual(['email from leads@unverified.example not allowed', 'email from leads@unverified.example not allowed']);

    // The sender is fixed; staff resend the alert from the lead page and it goes out.
    Object.assign(env, { NOTIFY_FROM: configured.NOTIFY_FROM });
    const alert = lead.notifications.find((notification) => notification.kind === 'staff-alert');
    if (!alert) throw new Error('No staff alert');
    // Another lead's page cannot send this lead's e-mail again.
    const [other] = await storeDemoLeads(db).then(Object.values);
    const elsewhere = await change(other ?? '', { intent: 'resend', notificationId: alert.id });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.data).toEqual({ ok: false, message: `No notification with id "${alert.id}".` });

    const resent = await change(id, { intent: 'resend', notificationId: alert.id });
    expect(resent.status).toBe(200);
    expect(resent.data).toEqual({ ok: true, message: 'Queued again' });
    const rows = await settled(id, 'sent', 1);
    // Fresh attempts: the resend went out at its first.
    expect(rows.find((row) => row.id === alert.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await eventsOf(id, 'notification-resend')).toMatchObject([{ actor: staff.member.email }]);
    expect((await staff.run(dashboardLoader)).data.notifications.failed.map((row) => row.kind)).toEqual([
      'visitor-confirmation',
    ]);

    const missing = await change(id, { intent: 'resend', notificationId: 'no-such-notification' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'No notification with id "no-such-notification".' });
  });

  it('answers a resend of an e-mail still on its way with 409, and queues nothing again', async () => {
    // captureLead writes the outbox rows without handing them to the queue: the alert stays queued.
    const captured = await captureLead(db, {
      source: 'contact',
      fields: { name: 'Queued Visitor', email: 'queued@example.com', location: 'Not provided', projectType: 'Hi' },
      submission: contactSchema.parse({ ...formExamples.contact, name: 'Queued Visitor', email: 'queued@example.com' }),
      idempotencyKey: 'notify-busy-0000000001',
      requestHash: 'busy',
      notifications: [{ kind: 'staff-alert' }],
    });
    if (captured.outcome !== 'created') throw new Error('No lead');
    const [row] = await rowsOf(captured.id);
    const busy = await change(captured.id, { intent: 'resend', notificationId: row?.id });
    expect(busy.status).toBe(409);
    expect(busy.data).toEqual({
      ok: false,
      message: 'This notification is being sent right now. Refresh in a minute to see how it went.',
    });
    expect(await eventsOf(captured.id, 'notification-resend')).toEqual([]);
  });
});

describe('the lead page without a session', () => {
  it('sends the page and its changes to sign in, and changes nothing', async () => {
    const [id = ''] = Object.values(await storeDemoLeads(db));
    const page = await runStaffRoute(leadPageLoader, { path: `/admin/leads/${id}`, params: { id } });
    expect(page.status).toBe(302);
    expect(page.location).toBe('/admin/login');
    const note = await runStaffRoute(leadPageAction, {
      path: `/admin/leads/${id}`,
      params: { id },
      body: { intent: 'note', text: 'Never written' },
    });
    expect(note.status).toBe(302);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, noteEventKind)).all()).toEqual([]);
  });
});
