import { contactMessages } from '@site/domain/leads/contacts';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { contactLeads, leads } from '../../worker/db/schema';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { contactAction, contactLoader } from './contact.server';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { formExamples } from '@site/domain/forms/form-examples';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

/** The contact page of lead `id`. */
const contactPage = (id: string) => staff.run(contactLoader, { path: `/admin/contacts/${id}`, params: { id } });
/** A merge or an un-merge sent from the contact page of lead `id`. */
const change = (id: string, body: unknown) =>
  staff.run(contactAction, { path: `/admin/contacts/${id}`, params: { id }, body });
const version = async (id: string) =>
  (await db.select({ updatedAt: leads.updatedAt }).from(leads).where(eq(leads.id, id)).get())?.updatedAt ?? '';

/** Two submissions of one person (the same e-mail in another case) and one of somebody else. */
beforeEach(async () => {
  for (const [id, email, createdAt] of [
    ['first', 'leilani@example.com', '2026-03-01T09:00:00.000Z'],
    ['second', 'LEILANI@example.com', '2026-04-01T09:00:00.000Z'],
    ['stranger', 'someone.else@example.com', '2026-05-01T09:00:00.000Z'],
  ] as const) {
    await db.insert(leads).values({
      id,
      name: 'Leilani Kahale',
      email,
      location: 'Honolulu, HI',
      projectType: 'ADU',
      source: 'contact',
      submission: contactSchema.parse({ ...formExamples.contact, email }),
      idempotencyKey: `key-${id}`,
      createdAt,
      updatedAt: createdAt,
    });
  }
});

const merge = async (leadId: string, otherId: string) =>
  change(leadId, {
    intent: 'merge',
    leadId,
    leadUpdatedAt: await version(leadId),
    otherId,
    otherUpdatedAt: await version(otherId),
  });

describe('the contact page', () => {
  it('shows the lead with the submissions that look like the same person, and 404 for an unknown lead', async () => {
    const page = await contactPage('first');
    expect(page.status).toBe(200);
    expect(page.data.view.leads.map((lead) => lead.id)).toEqual(['first']);
    expect(page.data.view.suggestions.map(({ lead, reasons }) => [lead.id, reasons])).toEqual([['second', ['email']]]);
    const missing = await contactPage('no-such-lead');
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ message: 'No such lead' });
  });

  it('merges a suggested submission into the contact and takes it out again, both audited', async () => {
    const merged = await merge('first', 'second');
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual({ ok: true, message: 'Submissions merged' });
    const { view } = (await contactPage('second')).data;
    expect(view.contactId).toEqual(expect.any(String));
    expect(view.leads.map((lead) => lead.id)).toEqual(['first', 'second']);
    expect(view.timeline.map((event) => event.actor)).toContain(staff.member.email);

    const unmerged = await change('first', {
      intent: 'unmerge',
      leadId: 'second',
      leadUpdatedAt: await version('second'),
    });
    expect(unmerged.status).toBe(200);
    expect(unmerged.data).toEqual({ ok: true, message: 'Submission taken out of the contact' });
    expect((await contactPage('second')).data.view.leads.map((lead) => lead.id)).toEqual(['second']);
  });

  it('answers a merge made on an old version with 409, and writes nothing', async () => {
    const shown = await version('second');
    await staff.editLead('second', { notes: 'Called back' });
    const stale = await change('first', {
      intent: 'merge',
      leadId: 'first',
      leadUpdatedAt: await version('first'),
      otherId: 'second',
      otherUpdatedAt: shown,
    });
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({ ok: false, message: contactMessages.stale });
    expect(await db.select().from(contactLeads).all()).toEqual([]);
  });

  it('refuses what cannot be merged or un-merged with 400 and its field, an unknown lead with 404', async () => {
    const noMatch = await merge('first', 'stranger');
    expect(noMatch.status).toBe(400);
    expect(noMatch.data).toMatchObject({ fieldErrors: { otherId: contactMessages.noMatch } });
    const alone = await change('first', { intent: 'unmerge', leadId: 'first', leadUpdatedAt: await version('first') });
    expect(alone.status).toBe(400);
    expect(alone.data).toMatchObject({ fieldErrors: { leadId: contactMessages.notMerged } });
    const missing = await change('first', {
      intent: 'merge',
      leadId: 'first',
      leadUpdatedAt: await version('first'),
      otherId: 'no-such-lead',
      otherUpdatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'No such lead' });
    const bad = await change('first', { intent: 'merge', leadId: 'first', otherId: '' });
    expect(bad.status).toBe(400);
    expect(refusedFields(bad.data)).toEqual(['leadUpdatedAt', 'otherId', 'otherUpdatedAt']);
    expect(await db.select().from(contactLeads).all()).toEqual([]);
  });

  it('sends the page and its changes to sign in without a session, and merges nothing', async () => {
    const page = await runStaffRoute(contactLoader, { path: '/admin/contacts/first', params: { id: 'first' } });
    expect(page.location).toBe('/admin/login');
    const refused = await runStaffRoute(contactAction, {
      path: '/admin/contacts/first',
      params: { id: 'first' },
      body: {
        intent: 'merge',
        leadId: 'first',
        leadUpdatedAt: await version('first'),
        otherId: 'second',
        otherUpdatedAt: await version('second'),
      },
    });
    expect(refused.status).toBe(302);
    expect(await db.select().from(contactLeads).all()).toEqual([]);
  });
});
