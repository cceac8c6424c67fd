import { bidMessages } from '@site/domain/lead-forms/bid';
import { bidSchema } from '@site/domain/lead-forms/bid-schema';
import { calculatorLeadSchema } from '@site/domain/pricing/calculator-schema';
import { contactMessages } from '@site/domain/lead-forms/contact';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { emergencySchema } from '@site/domain/lead-forms/emergency-schema';
import { exampleLeads, formExamples, requiredFieldMessages } from '@site/domain/forms/form-examples';
import { honeypotField } from '@site/domain/forms/honeypot';
import { intakeSchema } from '@site/domain/lead-forms/intake-schema';
import type { LeadSource } from '@site/domain/leads/leads';
import { ndaMessages } from '@site/domain/partners/nda';
import { ndaAccessSchema } from '@site/domain/partners/nda-schema';
import { partnerMessages } from '@site/domain/lead-forms/partner';
import { partnerSchema } from '@site/domain/lead-forms/partner-schema';
import { estimateProject } from '@site/domain/pricing/pricing';
import { unsafeTextMessages } from '@site/domain/forms/text';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leadEvents, leads, type Lead } from '../../db/schema';
import { storeAccessCode } from '../../test/nda';
import { fromClient, postJson } from '../../test/requests';

const db = database(env.DB);
const allLeads = () => db.select().from(leads).all();
/** The audit events of leads made; each lead's e-mails add events of their own. */
const createdEvents = () => db.select().from(leadEvents).where(eq(leadEvents.kind, 'created')).all();

/** Set before each test: the NDA endpoint needs a code that exists in this test's database. */
let accessCode = { code: '', id: '' };
beforeEach(async () => {
  accessCode = await storeAccessCode();
});

interface EndpointCase {
  path: string;
  source: LeadSource;
  body: () => Record<string, unknown>;
  /** Every required field and the form's message when it is missing. */
  required: Record<string, string>;
  /** The admin Lead the valid body becomes. */
  lead: Partial<Lead>;
  /** The submission as stored. */
  stored: () => Record<string, unknown>;
}

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
const notUrgent = { urgency: null, isUrgent: false };

const endpoints: EndpointCase[] = [
  {
    path: '/api/intake',
    source: 'intake',
    body: () => formExamples.intake,
    required: requiredFieldMessages.intake,
    lead: { ...exampleLeads.intake, estimatedValue: null, ...notUrgent },
    stored: () => json(intakeSchema.parse(formExamples.intake)),
  },
  {
    path: '/api/contact',
    source: 'contact',
    body: () => formExamples.contact,
    required: contactMessages,
    lead: { ...exampleLeads.contact, company: null, ...notUrgent },
    stored: () => json(contactSchema.parse(formExamples.contact)),
  },
  {
    path: '/api/project-calculator-leads',
    source: 'calculator',
    body: () => formExamples.calculator,
    required: requiredFieldMessages.calculator,
    // 2,500 sq ft x 220 (retail) x 1.1 (Oregon) x 1.25 (premium) = 756,250, the midpoint of the range.
    lead: { ...exampleLeads.calculator, estimatedValue: 756_250, ...notUrgent },
    stored: () => {
      const data = calculatorLeadSchema.parse(formExamples.calculator);
      return json({ ...data, estimate: estimateProject(data) });
    },
  },
  {
    path: '/api/partners',
    source: 'partner',
    body: () => formExamples.partner,
    required: partnerMessages,
    lead: { ...exampleLeads.partner, ...notUrgent },
    stored: () => json(partnerSchema.parse(formExamples.partner)),
  },
  {
    path: '/api/emergency',
    source: 'emergency',
    body: () => formExamples.emergency,
    required: requiredFieldMessages.emergency,
    lead: { ...exampleLeads.emergency, isUrgent: true },
    stored: () => json(emergencySchema.parse(formExamples.emergency)),
  },
  {
    path: '/api/bid-request',
    source: 'bid',
    body: () => formExamples.bid,
    required: bidMessages,
    lead: { ...exampleLeads.bid, ...notUrgent },
    stored: () => json(bidSchema.parse(formExamples.bid)),
  },
  {
    path: '/api/nda-access',
    source: 'nda',
    body: () => ({ ...formExamples.nda, accessCode: accessCode.code }),
    required: ndaMessages,
    lead: { ...exampleLeads.nda, ...notUrgent },
    stored: () => {
      const { accessCode: _code, ...visitor } = ndaAccessSchema.parse(formExamples.nda);
      return json({ ...visitor, accessCodeId: accessCode.id });
    },
  },
];

const without = (input: Record<string, unknown>, field: string) => {
  const { [field]: _removed, ...rest } = input;
  return rest;
};

let keyCounter = 0;
/** A fresh, well-formed idempotency key (16+ characters) per call. */
const newKey = () => `test-key-${String((keyCounter += 1)).padStart(8, '0')}`;

describe.each(endpoints)('POST $path', ({ path, source, body, required, lead, stored }) => {
  it('stores one normalised lead with the whole submission and its audit event, answering 201 { id }', async () => {
    const response = await postJson(path, { ...body(), unexpected: 'dropped' }, fromClient('192.0.2.10', newKey()));
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();

    const rows = await allLeads();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, source, status: 'new', ...lead });
    expect(rows[0]?.submission).toEqual(stored());

    const events = (await createdEvents()).filter((event) => event.leadId === id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'created', actor: 'visitor', after: expect.objectContaining({ source }) });
  });

  it.each(Object.entries(required))('answers a missing %s with 400 "%s" and stores nothing', async (field, message) => {
    const response = await postJson(path, without(body(), field), fromClient('192.0.2.10', newKey()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { [field]: message },
    });
    expect(await allLeads()).toHaveLength(0);
  });

  it('answers a filled honeypot as if accepted and stores nothing', async () => {
    const response = await postJson(
      path,
      { ...body(), [honeypotField]: 'http://spam.example' },
      fromClient('192.0.2.10', newKey()),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toHaveProperty('id');
    expect(await allLeads()).toHaveLength(0);
  });

  it('replays the first answer for the same key and body, creating nothing new', async () => {
    const headers = fromClient('192.0.2.10', newKey());
    const first = await postJson(path, body(), headers);
    const second = await postJson(path, body(), headers);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await second.json<{ id: string }>()).id).toBe((await first.json<{ id: string }>()).id);
    expect(await allLeads()).toHaveLength(1);
    expect(await createdEvents()).toHaveLength(1);
  });

  it('stores one lead for 20 identical submits sent at once', async () => {
    const headers = fromClient('192.0.2.10', newKey());
    const responses = await Promise.all(Array.from({ length: 20 }, () => postJson(path, body(), headers)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(
      await Promise.all(responses.map(async (response) => (await response.json<{ id: string }>()).id)),
    );
    expect(ids.size).toBe(1);
    expect(await allLeads()).toHaveLength(1);
    expect(await createdEvents()).toHaveLength(1);
  });

  it('answers 422 when a key comes back with a different body, keeping the first lead', async () => {
    const headers = fromClient('192.0.2.10', newKey());
    expect((await postJson(path, body(), headers)).status).toBe(201);
    const changed = { ...body(), email: 'someone.else@example.com' };
    const response = await postJson(path, changed, headers);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request. Use a new key for a new submission.',
    });
    const rows = await allLeads();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).not.toBe('someone.else@example.com');
  });

  it('limits new submissions per client to 10 in 10 minutes, with Retry-After; retries and other clients go on', async () => {
    const keys = Array.from({ length: 10 }, newKey);
    for (const key of keys) expect((await postJson(path, body(), fromClient('192.0.2.20', key))).status).toBe(201);

    const limited = await postJson(path, body(), fromClient('192.0.2.20', newKey()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({
      message: 'Too many requests from your connection. Please try again in 10 minutes.',
    });

    expect((await postJson(path, body(), fromClient('192.0.2.20', keys[0]))).status).toBe(200);
    expect((await postJson(path, body(), fromClient('198.51.100.7', newKey()))).status).toBe(201);
    expect(await allLeads()).toHaveLength(11);
  });

  it('refuses a body over 64 KB with 413 and stores nothing', async () => {
    const response = await postJson(
      path,
      { ...body(), padding: 'x'.repeat(70_000) },
      fromClient('192.0.2.10', newKey()),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is larger than 64 KB.' });
    expect(await allLeads()).toHaveLength(0);
  });

  it('refuses a body that is not JSON with 415 and a malformed Idempotency-Key with 400', async () => {
    const form = await postJson(path, 'name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const badKey = await postJson(path, body(), { 'idempotency-key': 'short' });
    expect(badKey.status).toBe(400);
    expect(await badKey.json()).toEqual({
      message: 'The Idempotency-Key header must be 16 to 128 letters, digits, or - _ . : characters.',
    });
    expect(await allLeads()).toHaveLength(0);
  });
});

/** Different addresses, all inside the IPv6 network 2001:db8:1234:5678::/64. */
const insideOneNetwork = (index: number) =>
  `2001:db8:1234:5678:${index.toString(16)}::${((index * 7919) % 0xffff).toString(16)}`;

describe('per-client limits and IPv6', () => {
  it('count every address of one IPv6 /64 as one client, so rotating addresses inside it gains nothing', async () => {
    for (let index = 1; index <= 10; index += 1) {
      expect(
        (await postJson('/api/contact', formExamples.contact, fromClient(insideOneNetwork(index), newKey()))).status,
      ).toBe(201);
    }
    const rotated = await postJson('/api/contact', formExamples.contact, fromClient(insideOneNetwork(11), newKey()));
    expect(rotated.status).toBe(429);
    const nextNetwork = await postJson(
      '/api/contact',
      formExamples.contact,
      fromClient('2001:db8:1234:5679::1', newKey()),
    );
    expect(nextNetwork.status).toBe(201);
    expect(await allLeads()).toHaveLength(11);
  });

  it('store no address, only keyed tags of the client', async () => {
    await postJson('/api/contact', formExamples.contact, fromClient('192.0.2.99', newKey()));
    // The site-wide confirmation cap counts everyone under one name, which is no client's.
    const hits = await env.DB.prepare("select client from rate_limit_hits where client != 'site'").all<{
      client: string;
    }>();
    expect(hits.results.length).toBeGreaterThan(0);
    for (const { client } of hits.results) {
      expect(client).toMatch(/^[0-9a-f]{64}$/);
      expect(client).not.toContain('192.0.2.99');
    }
  });
});

describe('unsafe text', () => {
  it('refuses a bidi override or a control character with the field message, storing nothing', async () => {
    const disguised = await postJson(
      '/api/contact',
      { ...formExamples.contact, name: 'Test \u202Egnp.exe' },
      fromClient('192.0.2.10', newKey()),
    );
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { name: unsafeTextMessages.direction },
    });
    const control = await postJson(
      '/api/intake',
      { ...formExamples.intake, projectLocation: 'Kailua\u0000' },
      fromClient('192.0.2.10', newKey()),
    );
    expect(control.status).toBe(400);
    expect(await control.json()).toMatchObject({ fieldErrors: { projectLocation: unsafeTextMessages.control } });
    expect(await allLeads()).toHaveLength(0);
  });

  it('keeps line breaks in a multi-line field', async () => {
    const message = 'We need a quote.\r\nThe site is in Kailua.';
    const response = await postJson(
      '/api/contact',
      { ...formExamples.contact, message },
      fromClient('192.0.2.10', newKey()),
    );
    expect(response.status).toBe(201);
    const [lead] = await allLeads();
    expect(lead?.submission).toMatchObject({ message });
  });
});
