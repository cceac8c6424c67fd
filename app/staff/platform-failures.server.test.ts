import { replyAddress, replyMessages } from '@site/domain/leads/conversations';
import { erasedEventKind, erasureMessages } from '@site/domain/leads/erasure';
import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleEmail } from '../../worker/background';
import { database } from '../../worker/db/client';
import { leadEvents, leadFiles, leadMessages, leads, notifications } from '../../worker/db/schema';
import { platformFailure } from '../../worker/http/errors';
import { leadFileObjectKey, sweepUnattachedFiles } from '../../worker/services/lead-files/lead-files';
import { readErasureLog } from '../../worker/services/pipeline/erasure-log';
import { faultModes, injectFaults, type FaultMode, type FaultTargeting } from '../../worker/test/faults';
import { jpegWithLocation, objectKeys, uploadFile } from '../../worker/test/files';
import { fromClient, postJson } from '../../worker/test/requests';
import { staffSignedInBeforeEach, type StaffRouteAnswer } from './test/staff-routes';
import { leadPageAction } from './lead.server';

const db = database(env.DB);
const staff = staffSignedInBeforeEach();

let clients = 0;
/** Each lead from its own address, so no rate limit of another test's leads answers for it. */
const nextAddress = () => `198.51.100.${(clients += 1)}`;

/** An emergency lead with one photo, as the browser sends it. */
async function leadWithPhoto() {
  const key = crypto.randomUUID();
  const clientId = crypto.randomUUID();
  const address = nextAddress();
  expect(
    (await uploadFile({ requestKey: key, clientId, field: 'photos', body: jpegWithLocation(), address })).status,
  ).toBe(201);
  const created = await postJson(
    '/api/emergency',
    { ...formExamples.emergency, photos: [clientId] },
    fromClient(address, key),
  );
  expect(created.status).toBe(201);
  return (await created.json<{ id: string }>()).id;
}

const act = (id: string, body: Record<string, unknown>, bindings: Env = env) =>
  staff.run(leadPageAction, { path: `/admin/leads/${id}`, params: { id }, body, bindings });

/** A change that could not finish says so: a 503 the page may send again after `Retry-After`, never a 500. */
function expectCompletedOrRetryable(answer: StaffRouteAnswer<unknown>) {
  const outcome =
    answer.status < 500 ? 'completed' : { status: answer.status, retryAfter: answer.headers.get('retry-after') };
  expect([
    'completed',
    { status: platformFailure.status, retryAfter: String(platformFailure.retryAfterSeconds) },
  ]).toContainEqual(outcome);
}

/** After the cron's sweep (a day later), every object in the bucket is named by a file row. */
async function expectNoObjectWithoutRow() {
  await sweepUnattachedFiles(db, env.FILES, Date.now() + 2 * 86_400_000);
  const rows = new Set(
    (await db.select({ id: leadFiles.id }).from(leadFiles).all()).map(({ id }) => leadFileObjectKey(id)),
  );
  expect((await objectKeys()).filter((key) => !rows.has(key))).toEqual([]);
}

const rule = (mode: FaultMode, target: FaultTargeting) => ({ ...target, mode });

describe.each(faultModes)('the staff reply, %s', (mode) => {
  it.each<[string, FaultTargeting]>([
    ['the reply batch', { target: 'd1-batch', sql: /insert into "lead_messages"/, nth: 1 }],
    ['the hand-over to the queue', { target: 'queue-send', nth: 1 }],
    ['the outbox row marked handed over', { target: 'd1-statement', sql: /update "notifications"/, nth: 1 }],
  ])('%s: sent again with its key, the reply is stored and e-mailed once', async (_, target) => {
    const id = await leadWithPhoto();
    const reply = { intent: 'reply', replyKey: crypto.randomUUID(), subject: 'Your roof', body: 'Thursday at 9?' };
    const faults = injectFaults(env, [rule(mode, target)]);
    expectCompletedOrRetryable(await act(id, reply, faults.env));
    expect(faults.injected[target.target]).toBe(1);

    expect((await act(id, reply)).data).toEqual({ ok: true, message: replyMessages.sent });
    const messages = await db.select().from(leadMessages).where(eq(leadMessages.leadId, id)).all();
    expect(messages.map((message) => [message.direction, message.text])).toEqual([['outbound', 'Thursday at 9?']]);
    const outbox = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.leadId, id), eq(notifications.kind, 'staff-reply')))
      .all();
    expect(outbox.map((row) => row.id)).toEqual([messages[0]?.notificationId]);
  });
});

/** Email Routing's delivery of an answer with one photo; it throws when the Worker could not take it. */
async function deliverAnswer(bindings: Env, to: string) {
  const photo = Buffer.from(jpegWithLocation()).toString('base64');
  const raw = [
    'From: Marco Bellini <marco@trattoria.example>',
    `To: ${to}`,
    'Subject: Re: Your roof',
    'Message-ID: <answer-with-photo@trattoria.example>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Thursday works.',
    '--b1',
    'Content-Type: image/jpeg; name="roof.jpg"',
    'Content-Disposition: attachment; filename="roof.jpg"',
    'Content-Transfer-Encoding: base64',
    '',
    photo,
    '--b1--',
  ].join('\r\n');
  const bytes = new TextEncoder().encode(raw);
  await handleEmail(
    {
      from: 'marco@trattoria.example',
      to,
      raw: new Response(bytes).body ?? new ReadableStream(),
      rawSize: bytes.byteLength,
      setReject: (reason) => {
        throw new Error(`Refused: ${reason}`);
      },
    },
    bindings,
  );
}

describe.each(faultModes)('an inbound answer with a photo, %s', (mode) => {
  it.each<[string, FaultTargeting]>([
    ['the photo put into R2', { target: 'r2-put', nth: 1 }],
    ['the photo row', { target: 'd1-statement', sql: /insert into "lead_files"/, nth: 1 }],
    ['the answer batch', { target: 'd1-batch', sql: /insert into "lead_messages"/, nth: 1 }],
    ['the hand-over to the queue', { target: 'queue-send', nth: 1 }],
  ])('%s: the sending server tries again, and the answer is stored once with its photo', async (_, target) => {
    const id = await leadWithPhoto();
    const replyKey = crypto.randomUUID();
    expect((await act(id, { intent: 'reply', replyKey, subject: 'Your roof', body: 'Thursday?' })).status).toBe(200);
    const token = await db.select({ token: leads.replyToken }).from(leads).where(eq(leads.id, id)).get();
    const to = replyAddress(token?.token ?? '', env.REPLY_DOMAIN);
    const faults = injectFaults(env, [rule(mode, target)]);
    // A failure the Worker cannot finish is thrown: Email Routing answers the sending server with a temporary
    // failure, and it sends the same message again later.
    const outcome = await deliverAnswer(faults.env, to).then(
      () => 'taken',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    // Never refused for good: the answer is not lost.
    expect(outcome).not.toMatch(/^Refused/);
    expect(faults.injected[target.target]).toBe(1);

    await deliverAnswer(env, to);
    const answers = await db
      .select()
      .from(leadMessages)
      .where(and(eq(leadMessages.leadId, id), eq(leadMessages.direction, 'inbound')))
      .all();
    expect(answers.map((message) => message.text)).toEqual(['Thursday works.']);
    const photo = answers[0]?.attachments[0]?.fileId;
    expect(photo).toEqual(expect.any(String));
    expect(await env.FILES.head(leadFileObjectKey(photo ?? ''))).not.toBeNull();
    const alerts = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.leadId, id), eq(notifications.kind, 'reply-received')))
      .all();
    expect(alerts).toHaveLength(1);
    await expectNoObjectWithoutRow();
  });
});

describe.each(faultModes)('an erasure, %s', (mode) => {
  it.each<[string, FaultTargeting]>([
    ['the files deleted from R2', { target: 'r2-delete', nth: 1 }],
    ['the erasure batch', { target: 'd1-batch', sql: /"erased_at"/, nth: 1 }],
    ['the erasure-log entry put to R2', { target: 'r2-put', nth: 1 }],
  ])('%s: sent again, the lead is erased once, its files gone', async (_, target) => {
    const id = await leadWithPhoto();
    const [file] = await db.select().from(leadFiles).where(eq(leadFiles.leadId, id)).all();
    const faults = injectFaults(env, [rule(mode, target)]);
    expectCompletedOrRetryable(await act(id, { intent: 'erase', leadId: id }, faults.env));
    expect(faults.injected[target.target]).toBe(1);

    expect((await act(id, { intent: 'erase', leadId: id })).data).toEqual({
      ok: true,
      message: erasureMessages.erased,
    });
    const lead = await db.select().from(leads).where(eq(leads.id, id)).get();
    expect(lead?.erasedAt).toEqual(expect.any(String));
    expect(lead?.email).toBe('');
    const events = await db.select({ kind: leadEvents.kind }).from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    expect(events.map(({ kind }) => kind)).toEqual([erasedEventKind]);
    expect(await db.select().from(leadFiles).where(eq(leadFiles.leadId, id)).all()).toEqual([]);
    expect(await env.FILES.head(leadFileObjectKey(file?.id ?? ''))).toBeNull();
    expect(await readErasureLog(env.FILES)).toContainEqual({ leadId: id, erasedAt: lead?.erasedAt });
  });
});
