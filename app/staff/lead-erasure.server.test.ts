import { replyAddress } from '@site/domain/leads/conversations';
import { erasedLeadName, erasureMessages } from '@site/domain/leads/erasure';
import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handleEmail } from '../../worker/background';
import { database } from '../../worker/db/client';
import {
  chatConversations,
  chatUnansweredQuestions,
  contactLeads,
  contacts,
  leadEvents,
  leadFiles,
  leadFunnelFacts,
  leadMessages,
  leads,
} from '../../worker/db/schema';
import { storeLeadFile } from '../../worker/services/lead-files/lead-files';
import { erasureLogKey, readErasureLog } from '../../worker/services/pipeline/erasure-log';
import { jpegWithLocation, objectKeys, pdfBytes, uploadFile } from '../../worker/test/files';
import { fromClient, postJson } from '../../worker/test/requests';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { boardAction } from './board.server';
import { contactAction, contactLoader } from './contact.server';
import { leadsAction } from './leads.server';
import { leadPageAction, leadPageLoader } from './lead.server';

const db = database(env.DB);
const staff = staffSignedInBeforeEach();

const leadPage = (id: string) => staff.run(leadPageLoader, { path: `/admin/leads/${id}`, params: { id } });
const act = (id: string, body: Record<string, unknown>) =>
  staff.run(leadPageAction, { path: `/admin/leads/${id}`, params: { id }, body });
const erase = (id: string, leadId = id) => act(id, { intent: 'erase', leadId });

/** What the visitor told us, each of which must be gone from every table after the erasure. */
const personal = {
  email: 'noelani.erase@example.com',
  phone: '(808) 555-0177',
  street: 'Kahala Avenue',
  chat: 'roof over the lanai',
  reply: 'Aloha Noelani, can we come Thursday?',
  answer: 'The gate code is 9173.',
  note: 'Noelani prefers mornings',
  file: 'noelani-roof.jpg',
};

/** Email Routing's delivery of an answer with one photo attached, as the platform calls email(). */
async function answerWithPhoto(to: string) {
  const photo = jpegWithLocation();
  const raw = [
    `From: ${personal.email}`,
    `To: ${to}`,
    'Subject: Re: Your chat',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    personal.answer,
    '--b1',
    `Content-Type: image/jpeg; name="${personal.file}"`,
    `Content-Disposition: attachment; filename="${personal.file}"`,
    'Content-Transfer-Encoding: base64',
    '',
    btoa(String.fromCharCode(...photo)),
    '--b1--',
  ].join('\r\n');
  const bytes = new TextEncoder().encode(raw);
  await handleEmail(
    {
      from: personal.email,
      to,
      raw: new Response(bytes).body ?? new ReadableStream(),
      rawSize: bytes.byteLength,
      setReject: (reason) => {
        throw new Error(`The answer was refused: ${reason}`);
      },
    },
    env,
  );
}

/** A chat lead with its conversation, a staff reply, an answer with a photo, and a note. */
async function chatLeadWithEverything() {
  const sessionId = crypto.randomUUID();
  const chat = await postJson(
    '/api/chat',
    {
      message: `Please call ${personal.phone} or write to ${personal.email} about the ${personal.chat} on ${personal.street}`,
      sessionId,
      conversationHistory: [],
    },
    fromClient('203.0.113.80'),
  );
  expect(chat.status).toBe(200);
  const lead = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, `chat:${sessionId}`))
    .get();
  if (!lead) throw new Error('The chat made no lead');
  const id = lead.id;
  expect(
    (await act(id, { intent: 'reply', replyKey: crypto.randomUUID(), subject: 'Your roof', body: personal.reply }))
      .status,
  ).toBe(200);
  const token = await db.select({ token: leads.replyToken }).from(leads).where(eq(leads.id, id)).get();
  await answerWithPhoto(replyAddress(token?.token ?? '', env.REPLY_DOMAIN));
  expect((await act(id, { intent: 'note', text: personal.note })).status).toBe(200);
  return { id, sessionId };
}

/** Every row of every table of ours (D1's and SQLite's own left out), as text a personal string could hide in. */
async function everyRowAsText(): Promise<Map<string, string>> {
  const tables = await db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'`,
  );
  const dumped = new Map<string, string>();
  for (const { name } of tables) {
    const rows = await db.all<Record<string, unknown>>(sql.raw(`select * from "${name}"`));
    dumped.set(
      name,
      rows
        .flatMap((row) =>
          Object.values(row).map((value) =>
            value instanceof ArrayBuffer || Array.isArray(value)
              ? new TextDecoder('latin1').decode(new Uint8Array(value instanceof ArrayBuffer ? value : value))
              : String(value),
          ),
        )
        .join('\n')
        .toLowerCase(),
    );
  }
  return dumped;
}

/** The leads the search box finds for `word` (docs/decisions/069). */
const searchHits = async (word: string) =>
  (await db.all<{ id: string }>(sql`select rowid as id from leads_search where leads_search match ${word}`)).length;

/**
 * The search index's own segment table as bytes (docs/decisions/085): what FTS5 keeps of every term, deleted
 * ones included until they are merged away or, with secure-delete, removed at once.
 */
const indexSegments = async () =>
  (await db.all<{ block: ArrayBuffer | number[] }>(sql`select block from leads_search_data`))
    .map(({ block }) => new TextDecoder('latin1').decode(new Uint8Array(block)))
    .join('\n');

/** A question the built-in assistant cannot answer, counted on the staff list with the visitor's words in it. */
const unanswerable = 'Noelani asks whether qwzorblat frimbles near Kahala Avenue';

const unansweredQuestions = async () =>
  (await db.select().from(chatUnansweredQuestions).all()).map((row) => row.question).join('\n');

/** The tables in which `text` (any case) still appears. */
const tablesHolding = (dump: Map<string, string>, text: string) =>
  [...dump].filter(([, rows]) => rows.includes(text.toLowerCase())).map(([name]) => name);

describe('erasing a lead (docs/decisions/080)', { timeout: 30_000 }, () => {
  it('removes its files from the bucket and every personal string from every table, and keeps one audit entry', async () => {
    const { id, sessionId } = await chatLeadWithEverything();
    const before = await leadPage(id);
    expect(before.data.files).toHaveLength(1);
    expect(await objectKeys()).toHaveLength(1);
    const funnelBefore = await db.select().from(leadFunnelFacts).where(eq(leadFunnelFacts.leadId, id)).get();
    const dumpBefore = await everyRowAsText();
    for (const text of Object.values(personal)) expect(tablesHolding(dumpBefore, text)).not.toEqual([]);
    expect(await searchHits('noelani')).toBe(1);

    const erased = await erase(id);
    expect(erased.status).toBe(200);
    expect(erased.data).toEqual({ ok: true, message: erasureMessages.erased });

    expect(await objectKeys()).toEqual([]);
    const dump = await everyRowAsText();
    for (const text of Object.values(personal))
      expect({ text, tables: tablesHolding(dump, text) }).toEqual({ text, tables: [] });
    expect(await searchHits('noelani')).toBe(0);
    expect(await db.select().from(chatConversations).where(eq(chatConversations.id, sessionId)).all()).toEqual([]);

    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    expect(events).toEqual([
      {
        id: expect.any(Number),
        leadId: id,
        at: expect.any(String),
        actor: staff.member.email,
        kind: 'erased',
        before: null,
        after: null,
      },
    ]);
    // The tombstone keeps what the counts and the funnel read, and nothing of the person.
    const page = await leadPage(id);
    expect(page.data.lead).toMatchObject({
      name: erasedLeadName,
      email: '',
      phone: null,
      company: null,
      location: '',
      notes: null,
      source: 'chat',
      status: before.data.lead.status,
      region: before.data.lead.region,
      createdAt: before.data.lead.createdAt,
      erasedAt: events[0]?.at,
      submission: {},
      messages: [],
      notifications: [],
    });
    expect(page.data.files).toEqual([]);
    expect(await db.select().from(leadFunnelFacts).where(eq(leadFunnelFacts.leadId, id)).get()).toEqual(funnelBefore);
    // The erasure log in R2 names the lead and the time only (docs/decisions/093).
    expect(await readErasureLog(env.FILES)).toEqual([{ leadId: id, erasedAt: events[0]?.at }]);
    const logged = await env.FILES.get(erasureLogKey({ leadId: id, erasedAt: events[0]?.at ?? '' }));
    expect(await logged?.json()).toEqual({ leadId: id, erasedAt: events[0]?.at });
  });

  it("removes the lead's words from the search index's own tables and the unanswered list at once", async () => {
    const { id, sessionId } = await chatLeadWithEverything();
    await postJson(
      '/api/chat',
      { message: unanswerable, sessionId, conversationHistory: [] },
      fromClient('203.0.113.80'),
    );
    // The checks can see the words: they are in the segments and on the list before the erasure.
    for (const word of ['noelani', '0177']) expect(await indexSegments()).toContain(word);
    expect(await unansweredQuestions()).toContain('noelani');

    expect((await erase(id)).status).toBe(200);
    for (const word of ['noelani', '0177', 'example']) expect(await indexSegments()).not.toContain(word);
    expect(await unansweredQuestions()).not.toContain('noelani');
    expect(await searchHits('erased')).toBe(1);
  });

  it('refuses every staff action on an erased lead with 409, through any route, and writes nothing', async () => {
    const { id } = await chatLeadWithEverything();
    expect((await erase(id)).status).toBe(200);
    const tombstone = await db.select().from(leads).where(eq(leads.id, id)).get();
    const updatedAt = tombstone?.updatedAt;
    const tried = [
      await act(id, { intent: 'note', text: personal.note }),
      await act(id, { intent: 'edit', updatedAt, notes: personal.note, status: 'contacted' }),
      await act(id, { intent: 'plan', updatedAt, ownerId: staff.member.id, followUpOn: '2030-01-02' }),
      await act(id, { intent: 'reply', replyKey: crypto.randomUUID(), subject: 'Your roof', body: personal.reply }),
      await act(id, { intent: 'resend', notificationId: crypto.randomUUID() }),
      await staff.run(boardAction, { path: '/admin/board', body: { leadId: id, status: 'won', updatedAt } }),
      await staff.run(leadsAction, {
        path: '/admin?index',
        body: { intent: 'edit', id, updatedAt, notes: personal.note },
      }),
      await staff.run(leadsAction, {
        path: '/admin?index',
        body: { intent: 'bulk', leads: [{ id, updatedAt }], status: 'lost' },
      }),
      await staff.run(contactAction, {
        path: `/admin/contacts/${id}`,
        params: { id },
        body: { intent: 'unmerge', leadId: id, leadUpdatedAt: updatedAt },
      }),
    ];
    for (const refused of tried) {
      expect(refused.status).toBe(409);
      expect(refused.data).toEqual({ ok: false, message: erasureMessages.readOnly });
    }
    expect(await db.select().from(leads).where(eq(leads.id, id)).get()).toEqual(tombstone);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all()).toMatchObject([
      { kind: 'erased' },
    ]);
    expect(await db.select().from(leadMessages).where(eq(leadMessages.leadId, id)).all()).toEqual([]);
    expect(await searchHits('mornings')).toBe(0);
    expect(await indexSegments()).not.toContain('mornings');
  });

  it('applies the whole tombstone again on a second erase, whatever reached the row since', async () => {
    const { id } = await chatLeadWithEverything();
    expect((await erase(id)).status).toBe(200);
    const once = await db.select().from(leads).where(eq(leads.id, id)).get();
    // What the lead page stored before erased leads were read-only.
    await db.update(leads).set({ notes: personal.note, phone: personal.phone }).where(eq(leads.id, id));
    expect((await erase(id)).status).toBe(200);
    expect(await db.select().from(leads).where(eq(leads.id, id)).get()).toEqual(once);
    expect(await searchHits('mornings')).toBe(0);
  });

  it('answers a second erase as done and changes nothing', async () => {
    const { id } = await chatLeadWithEverything();
    expect((await erase(id)).status).toBe(200);
    const once = await db.select().from(leads).where(eq(leads.id, id)).get();
    const again = await erase(id);
    expect(again.status).toBe(200);
    expect(again.data).toEqual({ ok: true, message: erasureMessages.erased });
    expect(await db.select().from(leads).where(eq(leads.id, id)).get()).toEqual(once);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all()).toHaveLength(1);
    expect(await readErasureLog(env.FILES)).toEqual([{ leadId: id, erasedAt: once?.erasedAt }]);
  });

  it('takes on a second erase what an answer already on its way added after the first', async () => {
    const { id } = await chatLeadWithEverything();
    expect((await erase(id)).status).toBe(200);
    // An answer whose lead was looked up just before the erasure lands after it: its photo, message and entry.
    const { file } = await storeLeadFile(db, env.FILES, {
      requestKey: 'reply:late',
      clientId: 'attachment-0',
      field: 'files',
      name: personal.file,
      body: new Blob([jpegWithLocation()]).stream(),
    });
    await db.batch([
      db.update(leadFiles).set({ leadId: id }).where(eq(leadFiles.id, file.id)),
      db.insert(leadMessages).values({
        id: crypto.randomUUID(),
        leadId: id,
        direction: 'inbound',
        author: personal.email,
        subject: 'Re: Your roof',
        text: personal.answer,
        fullText: personal.answer,
      }),
      db.insert(leadEvents).values({ leadId: id, actor: personal.email, kind: 'reply-received', after: {} }),
    ]);
    expect(await objectKeys()).toHaveLength(1);

    expect((await erase(id)).status).toBe(200);
    expect(await objectKeys()).toEqual([]);
    const dump = await everyRowAsText();
    for (const text of Object.values(personal)) {
      expect({ text, tables: tablesHolding(dump, text) }).toEqual({ text, tables: [] });
    }
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all()).toMatchObject([
      { kind: 'erased' },
    ]);
  });

  it('erases a bid with its uploaded drawings, and takes it out of its contact, which dissolves', async () => {
    const requestKey = `bid-${crypto.randomUUID()}`;
    const drawing = crypto.randomUUID();
    const photo = crypto.randomUUID();
    expect(
      (await uploadFile({ requestKey, clientId: drawing, field: 'drawings', name: 'plan.pdf', body: pdfBytes() }))
        .status,
    ).toBe(201);
    expect(
      (await uploadFile({ requestKey, clientId: photo, field: 'drawings', name: 'site.jpg', body: jpegWithLocation() }))
        .status,
    ).toBe(201);
    const bid = await postJson(
      '/api/bid-request',
      { ...formExamples.bid, drawings: [drawing, photo] },
      fromClient('203.0.113.81', requestKey),
    );
    const bidId = (await bid.json<{ id: string }>()).id;
    const second = await postJson(
      '/api/bid-request',
      { ...formExamples.bid, projectDescription: 'A second building on the same lot, same owner.' },
      fromClient('203.0.113.82', `bid-${crypto.randomUUID()}`),
    );
    const otherId = (await second.json<{ id: string }>()).id;
    const shown = await staff.run(contactLoader, { path: `/admin/contacts/${bidId}`, params: { id: bidId } });
    const merged = await staff.run(contactAction, {
      path: `/admin/contacts/${bidId}`,
      params: { id: bidId },
      body: {
        intent: 'merge',
        leadId: bidId,
        leadUpdatedAt: shown.data.view.leads[0]?.updatedAt,
        otherId,
        otherUpdatedAt: shown.data.view.suggestions[0]?.lead.updatedAt,
      },
    });
    expect(merged.status).toBe(200);
    expect(await objectKeys()).toHaveLength(2);

    expect((await erase(bidId)).status).toBe(200);
    expect(await objectKeys()).toEqual([]);
    expect(await db.select().from(contactLeads).all()).toEqual([]);
    expect(await db.select().from(contacts).all()).toEqual([]);
    const contact = await staff.run(contactLoader, { path: `/admin/contacts/${otherId}`, params: { id: otherId } });
    expect(contact.data.view.leads.map((lead) => lead.id)).toEqual([otherId]);
    expect(contact.data.view.suggestions).toEqual([]);
    expect(contact.data.files).toEqual([]);
    const other = await leadPage(otherId);
    expect(other.data.lead.events.map((event) => event.kind)).toContain('unmerged');
  });

  it('is behind the staff guard: without a session it is sent to sign in and nothing is erased', async () => {
    const { id } = await chatLeadWithEverything();
    const refused = await runStaffRoute(leadPageAction, {
      path: `/admin/leads/${id}`,
      params: { id },
      body: { intent: 'erase', leadId: id },
    });
    expect(refused.status).toBe(302);
    expect(refused.location).toBe('/admin/login');
    const crossSite = await staff.run(leadPageAction, {
      path: `/admin/leads/${id}`,
      params: { id },
      body: { intent: 'erase', leadId: id },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await db.select().from(leads).where(eq(leads.id, id)).get())?.erasedAt).toBeNull();
    expect(await objectKeys()).toHaveLength(1);
  });

  it('refuses a bad or unknown id with a 4xx and a field message, never a 500', async () => {
    const { id } = await chatLeadWithEverything();
    const malformed = await erase(id, 'not an id!');
    expect(malformed.status).toBe(400);
    expect(refusedFields(malformed.data)).toEqual(['leadId']);
    const otherLead = await erase(id, crypto.randomUUID());
    expect(otherLead.status).toBe(400);
    expect(otherLead.data).toMatchObject({ fieldErrors: { leadId: erasureMessages.wrongLead } });
    const missingField = await act(id, { intent: 'erase' });
    expect(missingField.status).toBe(400);
    expect(refusedFields(missingField.data)).toEqual(['leadId']);
    const unknown = await erase('no-such-lead');
    expect(unknown.status).toBe(404);
    expect(unknown.data).toEqual({ ok: false, message: erasureMessages.gone });
    expect((await db.select().from(leads).where(eq(leads.id, id)).get())?.erasedAt).toBeNull();
  });
});
