import { inboundMailLimitBytes, replyAddress, replyMessages } from '@site/domain/leads/conversations';
import { responseDueAt } from '@site/domain/leads/promises';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { handleEmail } from '../../worker/background';
import { database } from '../../worker/db/client';
import { contactLeads, contacts, leadFiles, leadMessages, leads, rateLimitHits } from '../../worker/db/schema';
import { rejections } from '../../worker/services/conversations/inbound';
import { leadFileObjectKey } from '../../worker/services/lead-files/lead-files';
import {
  bytesContain,
  jpegsHidingLocation,
  jpegWithLocation,
  objectKeys,
  pngsHidingLocation,
  secretPlace,
} from '../../worker/test/files';
import { demoLeadsBeforeEach } from '../../worker/test/staff-data';
import { eventsOf, rowsOf } from '../../worker/test/notifications';
import { refusedFields, staffSignedInBeforeEach } from './test/staff-routes';
import { funnelLoader } from './analytics.server';
import { contactLoader } from './contact.server';
import { leadPageAction, leadPageLoader } from './lead.server';

const db = database(env.DB);
const staff = staffSignedInBeforeEach();
const idOf = demoLeadsBeforeEach();

const leadPage = async (id: string) => {
  const page = await staff.run(leadPageLoader, { path: `/admin/leads/${id}`, params: { id } });
  expect(page.status).toBe(200);
  return page.data.lead;
};
const reply = (id: string, body: Record<string, unknown>) =>
  staff.run(leadPageAction, {
    path: `/admin/leads/${id}`,
    params: { id },
    body: { intent: 'reply', replyKey: crypto.randomUUID(), ...body },
  });

const replyAddressOf = async (id: string) => {
  const row = await db.select({ token: leads.replyToken }).from(leads).where(eq(leads.id, id)).get();
  if (!row?.token) throw new Error('The lead has no reply address');
  return replyAddress(row.token, env.REPLY_DOMAIN);
};

/** Email Routing's delivery of a raw RFC 822 message to the Worker's email() handler, as the platform calls it. */
async function deliver(to: string, raw: string, from = 'maya.kealoha@example.com') {
  const bytes = new TextEncoder().encode(raw);
  let rejected: string | undefined;
  await handleEmail(
    {
      from,
      to,
      raw: new Response(bytes).body ?? new ReadableStream(),
      rawSize: bytes.byteLength,
      setReject: (reason) => {
        rejected = reason;
      },
    },
    env,
  );
  return { rejected };
}

// Each answer is its own message: a retry of one (the same Message-ID) is stored once (docs/security.md).
const answer = (to: string, body: string, extraHeaders: string[] = []) =>
  [
    'Authentication-Results: mx.cloudflare.net; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=example.com; dmarc=pass',
    'Authentication-Results: forged.example; spf=pass; dkim=pass; dmarc=pass',
    'From: Maya Kealoha <maya.kealoha@example.com>',
    `To: ${to}`,
    'Subject: Re: Your contact form with Pacific Span Builders',
    `Message-ID: <${crypto.randomUUID()}@example.com>`,
    'Date: Mon, 8 Mar 2027 10:30:00 -0800',
    'MIME-Version: 1.0',
    ...extraHeaders,
    '',
    body,
  ].join('\r\n');

const withHistory = [
  'Thursday at 9 works. The gate code is 4411.',
  '',
  '--',
  'Maya',
  '',
  'On Mon, Mar 8, 2027 at 10:02 AM Pacific Span Builders <leads@pacificspan.example> wrote:',
  '> Hello Maya,',
  '> Can we visit Thursday?',
].join('\r\n');

describe('replying from the lead page', { timeout: 30_000 }, () => {
  it('queues the reply at once, from a reply address of the lead, stops the clock, and the e-mail leaves', async () => {
    const id = idOf('seed-contact-1');
    const sent = await reply(id, { subject: ' Site visit ', body: 'Hello Maya,\n\nCan we visit Thursday?' });
    expect(sent.data).toEqual({ ok: true, message: replyMessages.sent });

    const [message] = (await leadPage(id)).messages;
    expect(message).toMatchObject({
      direction: 'outbound',
      author: staff.member.email,
      subject: 'Site visit',
      text: 'Hello Maya,\n\nCan we visit Thursday?',
      status: expect.stringMatching(/^(queued|sending|sent)$/),
    });
    expect(await replyAddressOf(id)).toMatch(/^reply\+[0-9a-f]{32}@reply\.pacificspan\.example$/);
    const stored = await db.select().from(leads).where(eq(leads.id, id)).get();
    expect(stored?.firstResponseAt).toEqual(expect.any(String));
    expect(Date.parse(stored?.replyExpiresAt ?? '')).toBeGreaterThan(Date.now() + 179 * 86_400_000);
    expect(await eventsOf(id, 'reply-sent')).toMatchObject([{ actor: staff.member.email }]);

    await vi.waitFor(
      async () => {
        const row = (await rowsOf(id)).find((notification) => notification.kind === 'staff-reply');
        expect(row).toMatchObject({ status: 'sent', recipient: 'maya.kealoha@example.com' });
      },
      { timeout: 15_000, interval: 200 },
    );
    expect((await leadPage(id)).messages[0]?.status).toBe('sent');
    expect(await eventsOf(id, 'notification-sent')).toContainEqual(
      expect.objectContaining({
        after: expect.objectContaining({ kind: 'staff-reply', to: 'maya.kealoha@example.com' }),
      }),
    );
  });

  it('keeps one reply address for the lead over several replies', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'One', body: 'First' });
    const first = await replyAddressOf(id);
    await reply(id, { subject: 'Two', body: 'Second' });
    expect(await replyAddressOf(id)).toBe(first);
    expect((await leadPage(id)).messages.map((message) => message.subject)).toEqual(['One', 'Two']);
  });

  it('refuses an empty or unsafe reply with 400 and field messages, and an unknown lead with 404, sending nothing', async () => {
    const id = idOf('seed-contact-1');
    const empty = await reply(id, { subject: '', body: '   ' });
    expect(empty.status).toBe(400);
    expect(refusedFields(empty.data)).toEqual(['body', 'subject']);
    const unsafe = await reply(id, { subject: 'Hi \u202Eexe', body: 'Text' });
    expect(refusedFields(unsafe.data)).toEqual(['subject']);
    const missing = await reply('no-such-lead', { subject: 'Hi', body: 'Text' });
    expect(missing.status).toBe(404);
    expect(await db.select().from(leadMessages).all()).toEqual([]);
  });
});

/** A photo a client attaches to an answer, taken where the job is. */
const photo = jpegWithLocation();

describe("a lead's answers by e-mail", { timeout: 30_000 }, () => {
  it('land on the lead as text without quoted history, with sender checks and attachments, and alert staff', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'Site visit', body: 'Can we visit Thursday?' });
    const to = await replyAddressOf(id);
    const boundary = 'b1';
    const raw = answer(
      to,
      [
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        withHistory,
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>Thursday at 9 works.<script>alert(1)</script></p>',
        `--${boundary}`,
        'Content-Type: image/jpeg; name="lanai.jpg"',
        'Content-Disposition: attachment; filename="lanai.jpg"',
        'Content-Transfer-Encoding: base64',
        '',
        btoa('not really a picture'),
        `--${boundary}`,
        'Content-Type: image/jpeg; name="deck.jpg"',
        'Content-Disposition: attachment; filename="deck.jpg"',
        'Content-Transfer-Encoding: base64',
        '',
        btoa(String.fromCharCode(...photo)),
        `--${boundary}--`,
      ].join('\r\n'),
      [`Content-Type: multipart/mixed; boundary="${boundary}"`],
    );
    expect(await deliver(to, raw)).toEqual({ rejected: undefined });

    const inbound = (await leadPage(id)).messages.find((message) => message.direction === 'inbound');
    expect(inbound).toMatchObject({
      author: 'maya.kealoha@example.com',
      subject: 'Re: Your contact form with Pacific Span Builders',
      text: 'Thursday at 9 works. The gate code is 4411.',
      fullText: expect.stringContaining('> Can we visit Thursday?'),
      // The topmost header is the receiving server's; the forged one under it is ignored.
      senderChecks: { spf: 'pass', dkim: 'pass', dmarc: 'pass' },
      // A file whose bytes are no photo is only recorded; a real one is kept with the lead's files.
      attachments: [
        { name: 'lanai.jpg', type: 'image/jpeg', size: 20, fileId: null },
        { name: 'deck.jpg', type: 'image/jpeg', size: photo.byteLength, fileId: expect.any(String) },
      ],
      status: null,
    });
    expect(inbound?.fullText).not.toContain('<script>');
    const kept = await db.select().from(leadFiles).where(eq(leadFiles.leadId, id)).all();
    expect(kept).toMatchObject([{ id: inbound?.attachments[1]?.fileId, name: 'deck.jpg', kind: 'jpeg' }]);
    const stored = await env.FILES.get(leadFileObjectKey(kept[0]?.id ?? ''));
    // Stored like an upload: its location metadata is gone.
    expect(bytesContain(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0)), secretPlace)).toBe(false);
    expect(await objectKeys()).toEqual([leadFileObjectKey(kept[0]?.id ?? '')]);
    expect(await eventsOf(id, 'reply-received')).toMatchObject([{ actor: 'maya.kealoha@example.com' }]);
    await vi.waitFor(
      async () => {
        const alert = (await rowsOf(id)).find((notification) => notification.kind === 'reply-received');
        expect(alert).toMatchObject({ status: 'sent' });
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('keep no coordinate, comment or trailing byte of an attached photo that hides its place (docs/decisions/085)', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'Site visit', body: 'Can we visit Thursday?' });
    const to = await replyAddressOf(id);
    const cases = Object.entries({ ...jpegsHidingLocation(), ...pngsHidingLocation() });
    const boundary = 'b2';
    const parts = cases.flatMap(([, bytes], index) => [
      `--${boundary}`,
      `Content-Type: application/octet-stream; name="photo-${index}"`,
      `Content-Disposition: attachment; filename="photo-${index}"`,
      'Content-Transfer-Encoding: base64',
      '',
      btoa(String.fromCharCode(...bytes)),
    ]);
    const raw = answer(
      to,
      [`--${boundary}`, 'Content-Type: text/plain', '', 'Photos attached.', ...parts, `--${boundary}--`].join('\r\n'),
      [`Content-Type: multipart/mixed; boundary="${boundary}"`],
    );
    expect(await deliver(to, raw)).toEqual({ rejected: undefined });
    const kept = await db.select().from(leadFiles).where(eq(leadFiles.leadId, id)).all();
    expect(kept).toHaveLength(cases.length);
    for (const file of kept) {
      const stored = new Uint8Array(await (await env.FILES.get(leadFileObjectKey(file.id)))!.arrayBuffer());
      expect({ file: file.name, located: bytesContain(stored, secretPlace) }).toEqual({
        file: file.name,
        located: false,
      });
    }
  });

  it('show the text of an HTML-only answer, never its markup (docs/decisions/085)', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'Site visit', body: 'Thursday?' });
    const to = await replyAddressOf(id);
    const html =
      '<html><head><style>p{color:red}</style></head><body><p>Thursday <b>at 9</b> works.</p><img src="https://tracker.example/p.gif"><script>alert(1)</script></body></html>';
    expect(await deliver(to, answer(to, html, ['Content-Type: text/html; charset=utf-8']))).toEqual({
      rejected: undefined,
    });
    const inbound = (await leadPage(id)).messages.find((message) => message.direction === 'inbound');
    expect(inbound?.text).toBe('Thursday at 9 works.');
    for (const markup of ['<', 'tracker', 'alert', 'color']) expect(inbound?.fullText).not.toContain(markup);
  });

  it('believe no forged Authentication-Results, and mark a From that is neither the lead nor the sender', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'Site visit', body: 'Thursday?' });
    const to = await replyAddressOf(id);
    const forged = [
      'Authentication-Results: forged.example; dkim=pass; spf=pass; dmarc=pass',
      'From: Pacific Span Builders <ceo@pacificspan.example>',
      `To: ${to}`,
      'Subject: Re: Site visit',
      '',
      'Please wire the deposit to this new account.',
    ].join('\r\n');
    expect(await deliver(to, forged, 'someone@elsewhere.example')).toEqual({ rejected: undefined });
    const inbound = (await leadPage(id)).messages.find((message) => message.direction === 'inbound');
    expect(inbound).toMatchObject({
      author: 'ceo@pacificspan.example',
      senderChecks: { spf: null, dkim: null, dmarc: null, unmatchedEnvelopeFrom: 'someone@elsewhere.example' },
    });
  });

  it('refuse the 41st message in a minute to one reply address, and alert staff once (docs/decisions/085)', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'Site visit', body: 'Thursday?' });
    const to = await replyAddressOf(id);
    const outcomes = [];
    for (let index = 0; index < 41; index += 1) {
      outcomes.push((await deliver(to, answer(to, `Flood ${index}`), `flood-${index}@elsewhere.example`)).rejected);
    }
    expect(outcomes.slice(0, 40)).toEqual(Array.from({ length: 40 }, () => undefined));
    expect(outcomes[40]).toBe(rejections.tooMany);
    const inbound = (await leadPage(id)).messages.filter((message) => message.direction === 'inbound');
    expect(inbound).toHaveLength(40);
    expect((await rowsOf(id)).filter((notification) => notification.kind === 'reply-received')).toHaveLength(1);
    // A staff reply opens the next alert.
    await reply(id, { subject: 'Site visit', body: 'Which one of you is it?' });
    await db.delete(rateLimitHits);
    expect(await deliver(to, answer(to, 'Me.'))).toEqual({ rejected: undefined });
    expect((await rowsOf(id)).filter((notification) => notification.kind === 'reply-received')).toHaveLength(2);
  });

  it('refuse the 41st message in a minute from one sender, across reply addresses', async () => {
    const ids = [idOf('seed-contact-1'), idOf('seed-contact-2')];
    const addresses = [];
    for (const id of ids) {
      await reply(id, { subject: 'Site visit', body: 'Thursday?' });
      addresses.push(await replyAddressOf(id));
    }
    const outcomes = [];
    for (let index = 0; index < 41; index += 1) {
      const to = addresses[index % 2] ?? '';
      outcomes.push((await deliver(to, answer(to, `Spam ${index}`), 'spammer@elsewhere.example')).rejected);
    }
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(40);
    expect(outcomes[40]).toBe(rejections.tooMany);
    const stored = await db.select({ hash: rateLimitHits.client }).from(rateLimitHits).all();
    expect(stored.map((row) => row.hash).join(' ')).not.toContain('spammer');
  });

  it("alert the lead's owner rather than the staff list", async () => {
    const id = idOf('seed-contact-1');
    await db.update(leads).set({ ownerId: staff.member.id }).where(eq(leads.id, id));
    await reply(id, { subject: 'Site visit', body: 'Thursday?' });
    await deliver(await replyAddressOf(id), answer(await replyAddressOf(id), 'Yes.'));
    const alert = (await rowsOf(id)).find((notification) => notification.kind === 'reply-received');
    expect(alert?.recipient).toBe(staff.member.email);
  });

  it('to a made-up, expired or foreign address, or over the size limit, are refused and attached nowhere', async () => {
    const id = idOf('seed-contact-1');
    await reply(id, { subject: 'Site visit', body: 'Thursday?' });
    const to = await replyAddressOf(id);
    const madeUp = replyAddress('0123456789abcdef0123456789abcdef', env.REPLY_DOMAIN);
    expect(await deliver(madeUp, answer(madeUp, 'Hello'))).toEqual({ rejected: rejections.unknownAddress });
    const guessed = `reply+${id}@${env.REPLY_DOMAIN}`;
    expect(await deliver(guessed, answer(guessed, 'Hello'))).toEqual({ rejected: rejections.unknownAddress });
    const large = answer(to, 'x'.repeat(inboundMailLimitBytes + 1));
    expect(await deliver(to, large)).toEqual({ rejected: rejections.tooLarge });

    await db
      .update(leads)
      .set({ replyExpiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(leads.id, id));
    expect(await deliver(to, answer(to, 'Late'))).toEqual({ rejected: rejections.unknownAddress });

    expect((await db.select().from(leadMessages).all()).map((message) => message.direction)).toEqual(['outbound']);
    expect(await eventsOf(id, 'reply-received')).toEqual([]);
  });
});

describe('the promise clock', { timeout: 30_000 }, () => {
  it('calls a 0-4 h emergency answered after 5 hours missed, on the page and in the analytics', async () => {
    const id = idOf('seed-emergency-1');
    const createdAt = new Date(Date.now() - 5 * 3_600_000).toISOString();
    await db
      .update(leads)
      .set({ createdAt, urgency: 'critical', responseDueAt: responseDueAt('emergency', 'critical', createdAt) })
      .where(eq(leads.id, id));
    expect(await leadPage(id)).toMatchObject({ promise: 'missed', firstResponseAt: null });

    await reply(id, { subject: 'On our way', body: 'A crew is on the way.' });
    const lead = await leadPage(id);
    expect(lead.promise).toBe('missed');
    expect(Date.parse(lead.firstResponseAt ?? '') - Date.parse(createdAt)).toBeGreaterThanOrEqual(5 * 3_600_000);

    const analytics = await staff.run(funnelLoader, { path: '/admin/analytics?days=30' });
    const emergency = analytics.data.report?.bySource.find((row) => row.source === 'emergency');
    expect(emergency).toMatchObject({ promised: 1, kept: 0, keptRate: 0, answered: 1 });
    expect(emergency?.medianFirstResponseMs).toBeGreaterThanOrEqual(5 * 3_600_000);
  });

  it('is met by a status change out of new in time, stamped by the database whoever makes it', async () => {
    const id = idOf('seed-intake-1');
    const createdAt = new Date().toISOString();
    await db
      .update(leads)
      .set({ createdAt, responseDueAt: responseDueAt('intake', null, createdAt) })
      .where(eq(leads.id, id));
    expect((await leadPage(id)).promise).toBe('due');
    await staff.editLead(id, { status: 'contacted' });
    expect(await leadPage(id)).toMatchObject({ promise: 'met', firstResponseAt: expect.any(String) });
    // A later change keeps the first response where it was.
    const first = (await leadPage(id)).firstResponseAt;
    await staff.editLead(id, { status: 'qualified' });
    expect((await leadPage(id)).firstResponseAt).toBe(first);
  });
});

describe("a contact's page", { timeout: 30_000 }, () => {
  it('shows the whole conversation across the person’s leads, oldest first', async () => {
    const first = idOf('seed-contact-1');
    const second = idOf('seed-contact-2');
    await db.insert(contacts).values({ id: 'contact-1', createdBy: staff.member.email });
    await db.insert(contactLeads).values([
      { leadId: first, contactId: 'contact-1', createdBy: staff.member.email },
      { leadId: second, contactId: 'contact-1', createdBy: staff.member.email },
    ]);
    await reply(first, { subject: 'About the lanai', body: 'First' });
    await deliver(await replyAddressOf(first), answer(await replyAddressOf(first), 'Answer to the first'));
    await reply(second, { subject: 'About the remodel', body: 'Second' });

    const page = await staff.run(contactLoader, { path: `/admin/contacts/${second}`, params: { id: second } });
    expect(page.status).toBe(200);
    expect(page.data.view.messages.map((message) => [message.leadId, message.direction, message.text])).toEqual([
      [first, 'outbound', 'First'],
      [first, 'inbound', 'Answer to the first'],
      [second, 'outbound', 'Second'],
    ]);
  });
});
