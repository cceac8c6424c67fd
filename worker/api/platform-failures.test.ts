import { botCheckRefusedMessage } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { database } from '../db/client';
import { leadEvents, leadFiles, leads, notifications, staffSessions, staffSignInChallenges } from '../db/schema';
import { platformFailure } from '../http/errors';
import { leadFileObjectKey, sweepUnattachedFiles, sweepUnnamedObjects } from '../services/lead-files/lead-files';
import { deliverNotification } from '../services/notifications/notifications';
import { faultModes, injectFaults, type FaultTargeting } from '../test/faults';
import { jpegWithLocation, objectKeys } from '../test/files';
import { storeAccessCode } from '../test/nda';
import { fromClient } from '../test/requests';
import { challengeCookieFrom, enrolledStaffAccount, nextTotpCode, sameOrigin, sessionCookieFrom } from '../test/staff';
import { createApi } from '.';

const api = createApi();
const db = database(env.DB);

let clients = 0;
/** Each test its own address, so no rate limit of another test's requests answers for it. */
const nextAddress = () => `198.51.100.${(clients += 1)}`;

/** A request that could not finish says so: a 503 the client may send again after `Retry-After`, never a 500. */
function expectCompletedOrRetryable(response: Response) {
  const outcome =
    response.status < 500 ? 'completed' : { status: response.status, retryAfter: response.headers.get('retry-after') };
  expect([
    'completed',
    { status: platformFailure.status, retryAfter: String(platformFailure.retryAfterSeconds) },
  ]).toContainEqual(outcome);
}

/** The browser's lead with one photo: the upload, then the form naming it, under one key. */
async function leadWithPhoto(
  bindings: Env,
  { key, clientId, address }: { key: string; clientId: string; address: string },
) {
  const upload = await api.request(
    `/api/lead-files/${clientId}?${new URLSearchParams({ field: 'photos', name: 'roof.jpg' })}`,
    { method: 'PUT', headers: { 'content-type': 'image/jpeg', ...fromClient(address, key) }, body: jpegWithLocation() },
    bindings,
  );
  if (upload.status >= 300) return upload;
  return api.request(
    '/api/emergency',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromClient(address, key) },
      body: JSON.stringify({ ...formExamples.emergency, photos: [clientId] }),
    },
    bindings,
  );
}

/** After the cron's sweep (a day later), every object in the bucket is named by a file row. */
async function expectNoObjectWithoutRow() {
  await sweepUnattachedFiles(db, env.FILES, Date.now() + 2 * 86_400_000);
  const rows = new Set(
    (await db.select({ id: leadFiles.id }).from(leadFiles).all()).map(({ id }) => leadFileObjectKey(id)),
  );
  expect((await objectKeys()).filter((key) => !rows.has(key))).toEqual([]);
}

describe('an upload whose every clean-up delete fails', () => {
  it('leaves an object no row names, which the daily bucket sweep deletes through the same bindings', async () => {
    const faults = injectFaults(env, [
      { target: 'd1-statement', sql: /insert into "lead_files"/, nth: 1, mode: 'fail-after' },
      { target: 'r2-delete', share: 1, mode: 'fail-before' },
    ]);
    const key = `bucket-sweep-${crypto.randomUUID()}`;
    const upload = await leadWithPhoto(faults.env, { key, clientId: crypto.randomUUID(), address: nextAddress() });
    expect(upload.status).toBe(platformFailure.status);
    expect(await db.select().from(leadFiles).all()).toEqual([]);
    expect(await objectKeys()).toHaveLength(1);
    const later = injectFaults(env, []);
    expect(await sweepUnnamedObjects(db, later.env.FILES, Date.now() + 2 * 86_400_000)).toBe(1);
    expect(await objectKeys()).toEqual([]);
  });
});

const leadCaptureFaults: [string, FaultTargeting][] = [
  ['the photo put into R2', { target: 'r2-put', nth: 1 }],
  ['the photo row', { target: 'd1-statement', sql: /insert into "lead_files"/, nth: 1 }],
  ['the lead batch', { target: 'd1-batch', sql: /insert into "leads"/, nth: 1 }],
  ['the hand-over to the queue', { target: 'queue-send', nth: 1 }],
  ['the outbox rows marked handed over', { target: 'd1-statement', sql: /update "notifications"/, nth: 1 }],
];

describe.each(faultModes)('lead capture with a photo, %s', (mode) => {
  it.each(leadCaptureFaults)('%s: a retry stores the lead once, with its alert and its photo', async (_, rule) => {
    const request = { key: crypto.randomUUID(), clientId: crypto.randomUUID(), address: nextAddress() };
    const faults = injectFaults(env, [{ ...rule, mode }]);
    expectCompletedOrRetryable(await leadWithPhoto(faults.env, request));
    expect(faults.injected[rule.target]).toBe(1);

    const retried = await leadWithPhoto(env, request);
    expect([200, 201]).toContain(retried.status);
    const stored = await db.select().from(leads).where(eq(leads.idempotencyKey, request.key)).all();
    expect(stored).toHaveLength(1);
    const [lead] = stored;
    if (!lead) throw new Error('No lead');
    expect(await retried.json()).toEqual({ id: lead.id });
    const outbox = await db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.leadId, lead.id))
      .all();
    expect(outbox.map(({ kind }) => kind).toSorted()).toEqual(['staff-alert', 'visitor-confirmation']);
    const files = await db.select().from(leadFiles).where(eq(leadFiles.leadId, lead.id)).all();
    expect(files.map((file) => file.clientId)).toEqual([request.clientId]);
    for (const file of files) expect(await env.FILES.head(leadFileObjectKey(file.id))).not.toBeNull();
    await expectNoObjectWithoutRow();
  });
});

describe.each(faultModes)('the photo put into R2 failing after it is stored, then its clean-up %s', (mode) => {
  it('leaves no object without its row', async () => {
    const request = { key: crypto.randomUUID(), clientId: crypto.randomUUID(), address: nextAddress() };
    const faults = injectFaults(env, [
      { target: 'r2-put', nth: 1, mode: 'fail-after' },
      { target: 'r2-delete', nth: 1, mode },
    ]);
    expectCompletedOrRetryable(await leadWithPhoto(faults.env, request));
    expect(faults.injected).toMatchObject({ 'r2-put': 1, 'r2-delete': 1 });
    expect([200, 201]).toContain((await leadWithPhoto(env, request)).status);
    await expectNoObjectWithoutRow();
  });
});

describe.each(faultModes)('the NDA grant, %s', (mode) => {
  it.each<[string, FaultTargeting]>([
    ['the lead batch', { target: 'd1-batch', sql: /insert into "leads"/, nth: 1 }],
    ['the hand-over to the queue', { target: 'queue-send', nth: 1 }],
  ])('%s: a retry grants once, with one lead and its alert', async (_, rule) => {
    const { code } = await storeAccessCode();
    const key = crypto.randomUUID();
    const address = nextAddress();
    const send = (bindings: Env) =>
      api.request(
        '/api/nda-access',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...fromClient(address, key) },
          body: JSON.stringify({ ...formExamples.nda, accessCode: code }),
        },
        bindings,
      );
    const faults = injectFaults(env, [{ ...rule, mode }]);
    expectCompletedOrRetryable(await send(faults.env));
    expect(faults.injected[rule.target]).toBe(1);

    const retried = await send(env);
    expect([200, 201]).toContain(retried.status);
    expect(await retried.json()).toMatchObject({ grant: expect.any(String) as string });
    const stored = await db.select({ id: leads.id }).from(leads).where(eq(leads.idempotencyKey, key)).all();
    expect(stored).toHaveLength(1);
    const outbox = await db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.leadId, stored[0]?.id ?? ''))
      .all();
    expect(outbox.filter(({ kind }) => kind === 'staff-alert')).toHaveLength(1);
  });
});

describe.each(faultModes)('the staff alert, its record of the send failing %s', (mode) => {
  it('records the send once and never sends it again', async () => {
    // The hand-over to the queue fails, so no consumer races this test for the row.
    const withoutQueue = injectFaults(env, [{ target: 'queue-send', nth: 1, mode: 'fail-before' }]);
    const created = await api.request(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fromClient(nextAddress(), crypto.randomUUID()) },
        body: JSON.stringify(formExamples.contact),
      },
      withoutQueue.env,
    );
    expect(created.status).toBe(201);
    const { id: leadId } = await created.json<{ id: string }>();
    const alert = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.leadId, leadId), eq(notifications.kind, 'staff-alert')))
      .get();
    if (!alert) throw new Error('No staff alert');

    const faults = injectFaults(env, [{ target: 'd1-batch', nth: 1, mode }]);
    const faultyDb = database(faults.env.DB);
    expect(await deliverNotification(faultyDb, faults.env, alert.id)).toBe('sent');
    expect(faults.injected['d1-batch']).toBe(1);
    // The queue's redelivery finds it sent.
    expect(await deliverNotification(faultyDb, faults.env, alert.id)).toBe('not-due');
    expect(faults.calls['email-send']).toBe(1);
    const row = await db.select().from(notifications).where(eq(notifications.id, alert.id)).get();
    expect(row?.status).toBe('sent');
    const sent = await db
      .select({ after: leadEvents.after })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'notification-sent')))
      .all();
    expect(sent.map(({ after }) => after?.notificationId)).toEqual([alert.id]);
  });
});

/** The sign-in's two steps, as the page sends them. */
const firstStep = (bindings: Env, email: string, password: string) =>
  api.request(
    '/api/admin/session',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin, ...fromClient(nextAddress()) },
      body: JSON.stringify({ email, password }),
    },
    bindings,
  );
const secondStep = (bindings: Env, challengeCookie: string, code: string) =>
  api.request(
    '/api/admin/session/second-factor',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sameOrigin, cookie: challengeCookie },
      body: JSON.stringify({ code }),
    },
    bindings,
  );

describe('sign-in', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(faultModes)('the challenge batch, %s: a retry signs in', async (mode) => {
    const { account } = await enrolledStaffAccount(`challenge.${mode}@pacificspan.example`);
    const faults = injectFaults(env, [
      { target: 'd1-batch', sql: /insert into "staff_sign_in_challenges"/, nth: 1, mode },
    ]);
    expectCompletedOrRetryable(await firstStep(faults.env, account.email, account.password));
    expect(faults.injected['d1-batch']).toBe(1);
    const first = await firstStep(env, account.email, account.password);
    expect(first.status).toBe(200);
    const second = await secondStep(env, challengeCookieFrom(first), nextTotpCode(account));
    expect(second.status).toBe(200);
    expect(sessionCookieFrom(second)).toMatch(/=/);
  });

  it.each(faultModes)(
    'the session batch, %s: the challenge stays open, the next code signs in once, no session is left unheld',
    async (mode) => {
      const { account } = await enrolledStaffAccount(`session.${mode}@pacificspan.example`);
      const before = await db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id)).all();
      const first = await firstStep(env, account.email, account.password);
      const challenge = challengeCookieFrom(first);
      const faults = injectFaults(env, [{ target: 'd1-batch', sql: /insert into "staff_sessions"/, nth: 1, mode }]);
      const failed = await secondStep(faults.env, challenge, nextTotpCode(account));
      expectCompletedOrRetryable(failed);
      expect(failed.status).toBe(platformFailure.status);
      expect(await db.select().from(staffSessions).where(eq(staffSessions.staffId, account.id)).all()).toEqual(before);
      expect(
        await db.select().from(staffSignInChallenges).where(eq(staffSignInChallenges.staffId, account.id)).all(),
      ).toHaveLength(1);

      // The failed answer's code was used up with its step; the person's next try is a recovery code.
      const retried = await secondStep(env, challenge, account.recoveryCodes[0] ?? '');
      expect(retried.status).toBe(200);
      const open = await db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.staffId, account.id), isNull(staffSessions.endedAt)))
        .all();
      expect(open).toHaveLength(before.length + 1);
    },
  );

  it.each(faultModes)('siteverify, %s: the sign-in stays closed with a 403, never a 500', async (mode) => {
    const { account } = await enrolledStaffAccount(`siteverify.${mode}@pacificspan.example`);
    const faults = injectFaults(env, [{ target: 'siteverify', nth: 1, mode }]);
    vi.spyOn(globalThis, 'fetch').mockImplementation(faults.siteverifyFetch);
    const refused = await firstStep(faults.env, account.email, account.password);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: botCheckRefusedMessage });
    expect(faults.injected.siteverify).toBe(1);
    expect((await firstStep(faults.env, account.email, account.password)).status).toBe(200);
  });
});
