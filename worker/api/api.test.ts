import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../db/client';
import { leadEvents, leads } from '../db/schema';
import { callApi, postJson } from '../test/requests';

const db = database(env.DB);

const validMessage = {
  name: '  Leilani Akana ',
  email: 'leilani@example.com',
  phone: '(808) 555-0199',
  subject: 'Seawall repair',
  message: 'Our seawall in Kaneohe has a crack that grows every winter.',
};

const leadsByEmail = (email: string) => db.select().from(leads).where(eq(leads.email, email)).all();

describe('POST /api/contact', () => {
  it('stores a contact lead with its audit event and answers 201 with the id', async () => {
    const response = await postJson('/api/contact', { ...validMessage, unexpected: 'dropped' });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();

    const [lead] = await leadsByEmail('leilani@example.com');
    expect(lead).toMatchObject({
      id,
      name: 'Leilani Akana',
      email: 'leilani@example.com',
      phone: '(808) 555-0199',
      source: 'contact',
      status: 'new',
      projectType: 'Contact: Seawall repair',
    });
    expect(lead?.submission).toEqual({ ...validMessage, name: 'Leilani Akana' });

    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'created', actor: 'visitor' });
  });

  it('answers 400 with the spec messages for each invalid field and writes nothing', async () => {
    const response = await postJson('/api/contact', { name: ' ', email: 'not-an-email', subject: '', message: 'short' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: {
        name: 'Name is required',
        email: 'Valid email is required',
        subject: 'Subject is required',
        message: 'Please provide a detailed message',
      },
    });
    expect(await db.select().from(leads).all()).toHaveLength(0);
  });

  it('answers 400 when required fields are missing entirely', async () => {
    const response = await postJson('/api/contact', {});
    expect(response.status).toBe(400);
    const body = await response.json<{ fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.name).toBe('Name is required');
    expect(body.fieldErrors.email).toBe('Valid email is required');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await postJson('/api/contact', '{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await callApi('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(response.status).toBe(415);
  });

  it('answers 413 for an oversized body, declared or not', async () => {
    const huge = JSON.stringify({ ...validMessage, message: 'x'.repeat(70_000) });
    expect((await postJson('/api/contact', huge)).status).toBe(413);

    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const response = await callApi('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      // @ts-expect-error: duplex is required for streamed request bodies but missing from RequestInit here
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await db.select().from(leads).all()).toHaveLength(0);
  });

  it('rejects a field longer than its maximum', async () => {
    const response = await postJson('/api/contact', { ...validMessage, subject: 's'.repeat(201) });
    expect(response.status).toBe(400);
    const body = await response.json<{ fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.subject).toBe('Must be at most 200 characters');
  });

  it('creates one lead for a replay with the same idempotency key', async () => {
    const headers = { 'idempotency-key': 'contact-replay-1' };
    const first = await postJson('/api/contact', validMessage, headers);
    const second = await postJson('/api/contact', validMessage, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await leadsByEmail('leilani@example.com')).toHaveLength(1);
  });
});

describe('the /api router', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const response = await callApi('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: 'No API endpoint at GET /api/no-such-thing.' });
  });
});
