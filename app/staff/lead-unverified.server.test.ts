import { botCheckRefusedMessage, turnstileTestKeys } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { erasedLeadName } from '@site/domain/leads/erasure';
import { unverifiedMessages } from '@site/domain/leads/unverified';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../worker/api';
import { database } from '../../worker/db/client';
import { leadEvents, leads, notifications } from '../../worker/db/schema';
import { faultModes, injectFaults, type FaultMode } from '../../worker/test/faults';
import { storeAccessCode } from '../../worker/test/nda';
import { fromClient } from '../../worker/test/requests';
import { signedInStaff } from '../../worker/test/staff';
import { runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { leadsLoader } from './leads.server';
import { leadPageAction, leadPageLoader } from './lead.server';

const api = createApi();
const db = database(env.DB);
const staff = staffSignedInBeforeEach();

afterEach(() => {
  vi.restoreAllMocks();
});

let clients = 0;
const nextAddress = () => `198.51.100.${(clients += 1)}`;

const postForm = (bindings: Env, path: string, body: unknown, key = crypto.randomUUID()) =>
  api.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromClient(nextAddress(), key) },
      body: JSON.stringify(body),
    },
    bindings,
  );

/** Turnstile out of reach for the next call, the way `mode` says: the bindings and `fetch` that see it so. */
function siteverifyUnreachable(mode: FaultMode) {
  const faults = injectFaults(env, [{ target: 'siteverify', nth: 1, mode }]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(faults.siteverifyFetch);
  return faults;
}

const outboxOf = async (leadId: string) =>
  (await db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.leadId, leadId)).all())
    .map(({ kind }) => kind)
    .toSorted();

/** A contact lead sent while Turnstile could not be reached, as the visitor's browser sends it. */
async function unverifiedContactLead(name: string) {
  const faults = siteverifyUnreachable('timeout-before');
  const sent = await postForm(faults.env, '/api/contact', { ...formExamples.contact, name });
  expect(sent.status).toBe(201);
  const { id } = await sent.json<{ id: string }>();
  return id;
}

const act = (id: string, body: Record<string, unknown>) =>
  staff.run(leadPageAction, { path: `/admin/leads/${id}`, params: { id }, body });

describe('a bot-check outage is not a lost lead (docs/decisions/089)', () => {
  it.each(faultModes)(
    'siteverify %s: the lead is kept unverified, with its staff alert and no confirmation',
    async (mode) => {
      const faults = siteverifyUnreachable(mode);
      const sent = await postForm(faults.env, '/api/contact', formExamples.contact);
      expect(faults.injected.siteverify).toBe(1);
      expect(sent.status).toBe(201);
      const { id } = await sent.json<{ id: string }>();
      const lead = await db.select().from(leads).where(eq(leads.id, id)).get();
      expect(lead?.unverified).toBe(true);
      expect(await outboxOf(id)).toEqual(['staff-alert']);
    },
  );

  it('a lead sent while Turnstile answers is verified and confirmed to the visitor', async () => {
    const sent = await postForm(env, '/api/contact', formExamples.contact);
    const { id } = await sent.json<{ id: string }>();
    expect((await db.select().from(leads).where(eq(leads.id, id)).get())?.unverified).toBe(false);
    expect(await outboxOf(id)).toEqual(['staff-alert', 'visitor-confirmation']);
  });

  it('a token Turnstile refuses is still a 403 that stores nothing', async () => {
    const key = crypto.randomUUID();
    const refused = await postForm(
      { ...env, TURNSTILE_SECRET_KEY: turnstileTestKeys.failingSecret },
      '/api/contact',
      formExamples.contact,
      key,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: botCheckRefusedMessage });
    expect(await db.select().from(leads).where(eq(leads.idempotencyKey, key)).all()).toEqual([]);
  });

  it('the NDA portal stays closed while Turnstile is out of reach', async () => {
    const { code } = await storeAccessCode();
    const key = crypto.randomUUID();
    const faults = siteverifyUnreachable('fail-before');
    const refused = await postForm(faults.env, '/api/nda-access', { ...formExamples.nda, accessCode: code }, key);
    expect(refused.status).toBe(403);
    expect(await db.select().from(leads).where(eq(leads.idempotencyKey, key)).all()).toEqual([]);
  });
});

describe('staff confirm or discard an unverified lead', () => {
  it('shows it unverified in the table and on its page, and confirming it is on the timeline', async () => {
    const id = await unverifiedContactLead('Kai Unverified');
    const table = await staff.run(leadsLoader, { path: '/admin/leads?q=Unverified' });
    expect(table.data.page.items.find((lead) => lead.id === id)?.unverified).toBe(true);
    expect((await staff.run(leadPageLoader, { path: `/admin/leads/${id}`, params: { id } })).data.lead).toMatchObject({
      unverified: true,
    });

    const confirmed = await act(id, { intent: 'confirm' });
    expect(confirmed.data).toMatchObject({ ok: true, message: unverifiedMessages.confirmed });
    expect((await db.select().from(leads).where(eq(leads.id, id)).get())?.unverified).toBe(false);
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    expect(events.at(-1)).toMatchObject({
      kind: 'updated',
      actor: staff.account.email,
      // The row's column in SQLite's own form: 1 for true, which the timeline reads as true.
      before: { unverified: 1 },
      after: { unverified: false },
    });
  });

  it('discarding it as spam erases it; a confirmed lead cannot be discarded', async () => {
    const spam = await unverifiedContactLead('Spam Unverified');
    const discarded = await act(spam, { intent: 'discard', leadId: spam });
    expect(discarded.data).toMatchObject({ ok: true, message: unverifiedMessages.discarded });
    const erased = await db.select().from(leads).where(eq(leads.id, spam)).get();
    expect(erased).toMatchObject({ name: erasedLeadName, erasedAt: expect.any(String) });

    const real = await unverifiedContactLead('Real Unverified');
    await act(real, { intent: 'confirm' });
    const refused = await act(real, { intent: 'discard', leadId: real });
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({ ok: false, message: unverifiedMessages.notUnverified });
    expect((await db.select().from(leads).where(eq(leads.id, real)).get())?.erasedAt).toBeNull();
  });

  it('a staff member, who may not erase a lead, may discard an unverified one as spam (docs/decisions/090)', async () => {
    const member = await signedInStaff('staff', 'discarding.member@pacificspan.example');
    const spam = await unverifiedContactLead('Spam For Staff');
    const discard = (intent: 'discard' | 'erase', id: string) =>
      runStaffRoute(leadPageAction, {
        path: `/admin/leads/${id}`,
        params: { id },
        cookie: member.cookie,
        body: { intent, leadId: id },
      });
    expect((await discard('discard', spam)).data).toMatchObject({ ok: true, message: unverifiedMessages.discarded });
    const verified = await unverifiedContactLead('Verified For Staff');
    await act(verified, { intent: 'confirm' });
    expect((await discard('erase', verified)).status).toBe(403);
    expect((await db.select().from(leads).where(eq(leads.id, verified)).get())?.erasedAt).toBeNull();
  });
});
