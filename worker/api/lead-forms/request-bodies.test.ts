import { formExamples } from '@site/domain/forms/form-examples';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leads } from '../../db/schema';
import { callApi, fromClient, postJson as postAny } from '../../test/requests';

const db = database(env.DB);

/** A request from a browser that passed the bot check, as every form's is. */
const postJson = (path: string, body: unknown) => postAny(path, body, fromClient('192.0.2.44'));

/** Body handling every form endpoint shares (lead-forms.test.ts covers each endpoint's own contract). */
describe('request bodies, with POST /api/contact as the example', () => {
  it('answers 400 with the spec messages for each invalid field and writes nothing', async () => {
    const response = await postJson('/api/contact', {
      name: ' ',
      email: 'not-an-email',
      subject: '',
      message: 'short',
    });
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

  it('answers 400 for malformed JSON', async () => {
    const response = await postJson('/api/contact', '{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 413 for an oversized body sent without a Content-Length', async () => {
    const huge = JSON.stringify({ ...formExamples.contact, message: 'x'.repeat(70_000) });
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const response = await callApi('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromClient('192.0.2.44') },
      body: streamed,
      // @ts-expect-error: duplex is required for streamed request bodies but missing from RequestInit here
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(await db.select().from(leads).all()).toHaveLength(0);
  });

  it('rejects a field longer than its maximum', async () => {
    const response = await postJson('/api/contact', { ...formExamples.contact, subject: 's'.repeat(201) });
    expect(response.status).toBe(400);
    const body = await response.json<{ fieldErrors: Record<string, string> }>();
    expect(body.fieldErrors.subject).toBe('Must be at most 200 characters');
  });

  it('stores a new lead per request when the client sends no Idempotency-Key', async () => {
    expect((await postJson('/api/contact', formExamples.contact)).status).toBe(201);
    expect((await postJson('/api/contact', formExamples.contact)).status).toBe(201);
    expect(await db.select().from(leads).all()).toHaveLength(2);
  });

  it.each(['null', '[]', '"text"', '42'])('answers the JSON body %s with 400, not a 500', async (body) => {
    expect((await postJson('/api/intake', body)).status).toBe(400);
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
