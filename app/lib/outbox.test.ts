import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiNetworkError, ApiRequestError, leadEndpoints } from './api';
import {
  createOutbox,
  maxEntryAgeMs,
  retryIntervalMs,
  startLeadOutbox,
  type OutboxHost,
  type OutboxStorage,
} from './outbox';

/** The network and the API in one: fails while offline, stores one row per idempotency key like the real API. */
class FakeServer {
  readonly rows = new Map<string, { body: string; id: string }>();
  online = false;
  /** The server stores the request but the answer never reaches the browser (a dropped connection). */
  loseNextAnswer = false;
  answerWith: number | null = null;
  requests = 0;

  fetch = async (url: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    this.requests += 1;
    if (!this.online) throw new TypeError('Failed to fetch');
    if (this.answerWith) return Response.json({ message: 'Refused' }, { status: this.answerWith });
    const key = new Headers(init.headers).get('idempotency-key') ?? '';
    const body = `${String(url)} ${String(init.body)}`;
    const existing = this.rows.get(key);
    let answer: Response;
    if (!existing) {
      const id = `lead-${this.rows.size + 1}`;
      this.rows.set(key, { body, id });
      answer = Response.json({ id }, { status: 201 });
    } else if (existing.body === body) {
      answer = Response.json({ id: existing.id }, { status: 200 });
    } else {
      answer = Response.json({ message: 'Key reused' }, { status: 422 });
    }
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      throw new TypeError('The network connection was lost.');
    }
    return answer;
  };
}

class MemoryStorage implements OutboxStorage {
  readonly items = new Map<string, string>();
  refuseWrites = false;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => {
    if (this.refuseWrites) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    this.items.set(key, value);
  };
}

const contact = {
  name: 'Leilani Akana',
  email: 'leilani@example.com',
  subject: 'Seawall',
  message: 'A crack that grows.',
};
const key = 'c0ffee00-0000-4000-8000-000000000001';

let server: FakeServer;
let storage: MemoryStorage;
let clock: number;
const outbox = () => createOutbox({ storage, now: () => clock });

beforeEach(() => {
  server = new FakeServer();
  storage = new MemoryStorage();
  clock = Date.UTC(2027, 0, 15, 9);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
});
afterEach(() => vi.unstubAllGlobals());

describe('the lead outbox', () => {
  it('keeps a submit the network lost and sends it once the network recovers: exactly one server row', async () => {
    const box = outbox();
    expect(await box.submit(leadEndpoints.contact, contact, key)).toBe('queued');
    expect(await box.flush()).toEqual({ sent: 0, kept: 1, dropped: 0 });
    expect(server.rows.size).toBe(0);

    server.online = true;
    expect(await box.flush()).toEqual({ sent: 1, kept: 0, dropped: 0 });
    expect(await box.flush()).toEqual({ sent: 0, kept: 0, dropped: 0 });
    expect(server.rows.size).toBe(1);
    expect(box.pending()).toEqual([]);
  });

  it('creates one row when the server stored the first try but its answer was lost', async () => {
    server.online = true;
    server.loseNextAnswer = true;
    const box = outbox();
    expect(await box.submit(leadEndpoints.contact, contact, key)).toBe('queued');
    expect(server.rows.size).toBe(1);
    expect(await box.flush()).toEqual({ sent: 1, kept: 0, dropped: 0 });
    expect(server.rows.size).toBe(1);
  });

  it('sends a queued entry once even when the page, the online event and a second tab flush together', async () => {
    await outbox().submit(leadEndpoints.partner, contact, key);
    server.online = true;
    const box = outbox();
    const otherTab = outbox();
    await Promise.all([box.flush(), box.flush(), otherTab.flush()]);
    expect(server.rows.size).toBe(1);
    expect(server.requests).toBe(3);
  });

  it('re-sends the very same request: the stored body and the same key', async () => {
    await outbox().submit(leadEndpoints.calculator, { ...contact, squareFootage: 2500 }, key);
    server.online = true;
    await outbox().flush();
    const [, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
    expect(new Headers(init?.headers).get('idempotency-key')).toBe(key);
    expect(init?.body).toBe(JSON.stringify({ ...contact, squareFootage: 2500 }));
  });

  it.each([400, 422, 503])('never queues an answer from the server (%i): the form shows it', async (status) => {
    server.online = true;
    server.answerWith = status;
    const box = outbox();
    const error = await box.submit(leadEndpoints.contact, contact, key).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(box.pending()).toEqual([]);
  });

  it('answers sent when the network works, and leaves nothing behind', async () => {
    server.online = true;
    const box = outbox();
    expect(await box.submit(leadEndpoints.intake, contact, key)).toBe('sent');
    expect(box.pending()).toEqual([]);
    expect(server.rows.size).toBe(1);
  });

  it('keeps an entry the server refuses for now (429, 5xx) and drops one it refuses for good', async () => {
    const box = outbox();
    await box.submit(leadEndpoints.contact, contact, key);
    server.online = true;
    server.answerWith = 503;
    expect(await box.flush()).toEqual({ sent: 0, kept: 1, dropped: 0 });
    server.answerWith = 429;
    expect(await box.flush()).toEqual({ sent: 0, kept: 1, dropped: 0 });
    expect(box.pending()[0]?.attempts).toBe(3);
    server.answerWith = 400;
    expect(await box.flush()).toEqual({ sent: 0, kept: 0, dropped: 1 });
    expect(box.pending()).toEqual([]);
  });

  it('drops an entry older than a week without sending it', async () => {
    const box = outbox();
    await box.submit(leadEndpoints.contact, contact, key);
    server.online = true;
    clock += maxEntryAgeMs + 1;
    const requestsBefore = server.requests;
    expect(await box.flush()).toEqual({ sent: 0, kept: 0, dropped: 1 });
    expect(server.requests).toBe(requestsBefore);
  });

  it('reports the network failure itself when the browser will not store the request', async () => {
    storage.refuseWrites = true;
    const error = await outbox()
      .submit(leadEndpoints.contact, contact, key)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
  });

  it('keeps one entry per key when the same filled form is submitted again while offline', async () => {
    const box = outbox();
    await box.submit(leadEndpoints.contact, contact, key);
    await box.submit(leadEndpoints.contact, contact, key);
    expect(box.pending()).toHaveLength(1);
  });

  it('survives storage that holds something else', async () => {
    storage.items.set('pacific-span:lead-outbox', '{not json');
    expect(outbox().pending()).toEqual([]);
    storage.items.set('pacific-span:lead-outbox', JSON.stringify([{ endpoint: '/api/contact' }, 42]));
    expect(await outbox().flush()).toEqual({ sent: 0, kept: 0, dropped: 0 });
  });
});

describe('startLeadOutbox', () => {
  class FakeWindow extends EventTarget implements OutboxHost {
    timers = new Map<number, () => void>();
    setInterval = (handler: () => void) => {
      this.timers.set(this.timers.size + 1, handler);
      return this.timers.size;
    };
    clearInterval = (id: number) => void this.timers.delete(id);
    tick = () => {
      for (const handler of this.timers.values()) handler();
    };
  }

  it('flushes when the site opens, when the browser comes back online and on its retry timer, until stopped', async () => {
    const box = outbox();
    await box.submit(leadEndpoints.contact, contact, key);
    const host = new FakeWindow();
    const flush = vi.spyOn(box, 'flush');

    const stop = startLeadOutbox(host, box);
    expect(flush).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(server.requests).toBe(2));

    server.online = true;
    host.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    expect(box.pending()).toEqual([]);

    host.tick();
    expect(flush).toHaveBeenCalledTimes(2);

    stop();
    host.dispatchEvent(new Event('online'));
    expect(host.timers.size).toBe(0);
    expect(flush).toHaveBeenCalledTimes(2);
    expect(retryIntervalMs).toBe(60_000);
  });
});
