import { partnerSource } from '@site/domain/lead-forms/partner';
import { intakeSource } from '@site/domain/lead-forms/intake';
import { emergencySource } from '@site/domain/lead-forms/emergency';
import { contactSource } from '@site/domain/lead-forms/contact';
import { calculatorSource } from '@site/domain/pricing/calculator';
import { botTokenHeader } from '@site/domain/forms/bot-check';
import { formExamples } from '@site/domain/forms/form-examples';
import { LeadFilesNotKept } from '@site/domain/lead-forms/lead-delivery';
import type { UnsentFile } from '@site/ui/widgets/forms/FileAttachments';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureOf, RequestError } from '@site/domain/forms/errors';
import { ApiNetworkError, parseRetryAfter } from './api';
import {
  createOutbox,
  firstRetryDelayMs,
  maxEntryAgeMs,
  maxRetryDelayMs,
  retryDelayMs,
  startLeadOutbox,
  type OutboxStorage,
  leadEndpointOf,
} from './outbox';
import { undeliveredLeadOf } from './kept-lead-details';
import type { KeptFile, KeptFileStore } from './kept-lead-files';

// The widget needs a browser; here each request gets a new token, so a test can tell a retry's from the first.
let tokensIssued = 0;
vi.mock('./bot-check', () => ({ botCheckToken: async () => `token-${(tokensIssued += 1)}` }));

const photosOf = (body: unknown): unknown[] => {
  const parsed: unknown = JSON.parse(String(body));
  return typeof parsed === 'object' && parsed !== null && 'photos' in parsed && Array.isArray(parsed.photos)
    ? parsed.photos
    : [];
};

/** The network and the API in one: fails while offline, stores one row per idempotency key like the real API. */
class FakeServer {
  readonly rows = new Map<string, { body: string; id: string }>();
  online = false;
  /** The server stores the request but the answer never reaches the browser (a dropped connection). */
  loseNextAnswer = false;
  answerWith: number | null = null;
  answerHeaders: Record<string, string> = {};
  requests = 0;
  /** The files stored, as `key clientId`: a repeat of one is the same file, as in the real API. */
  readonly files = new Set<string>();
  /** What arrived, in order: `file <clientId>` and `lead`. */
  readonly arrivals: string[] = [];

  /** PUT /api/lead-files/:clientId under the request's key (docs/decisions/077). */
  putFile = async ({ requestKey, clientId }: KeptFile) => {
    if (!this.online) throw new ApiNetworkError(new TypeError('Failed to fetch'));
    this.files.add(`${requestKey} ${clientId}`);
    this.arrivals.push(`file ${clientId}`);
  };

  fetch = async (url: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    this.requests += 1;
    if (!this.online) throw new TypeError('Failed to fetch');
    if (this.answerWith) {
      return Response.json({ message: 'Refused' }, { status: this.answerWith, headers: this.answerHeaders });
    }
    const key = new Headers(init.headers).get('idempotency-key') ?? '';
    // Like the real API: a lead naming a file that did not arrive under its key is refused.
    if (photosOf(init.body).some((clientId) => !this.files.has(`${key} ${String(clientId)}`))) {
      return Response.json({ message: 'A file of this request did not arrive.' }, { status: 400 });
    }
    this.arrivals.push('lead');
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

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

/** The file store in memory; the IndexedDB one is tested in the browser (tests/e2e/lead-files.spec.ts). */
class MemoryFileStore implements KeptFileStore {
  readonly files = new Map<string, KeptFile>();
  refuse = false;
  keep = async (files: readonly KeptFile[]) => {
    if (this.refuse) throw new DOMException('Quota exceeded', 'QuotaExceededError');
    for (const file of files) this.files.set(`${file.requestKey} ${file.clientId}`, file);
  };
  filesOf = async (requestKey: string) => [...this.files.values()].filter((file) => file.requestKey === requestKey);
  drop = async (requestKey: string) => {
    for (const [id, file] of this.files) if (file.requestKey === requestKey) this.files.delete(id);
  };
}

const contact = formExamples.contact;
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
    expect(await box.submit(contactSource.form, contact, key)).toBe('queued');
    expect(await box.flush()).toEqual({ sent: 0, kept: 1, undelivered: 0 });
    expect(server.requests).toBe(1);
    clock += firstRetryDelayMs;
    expect(await box.flush()).toEqual({ sent: 0, kept: 1, undelivered: 0 });
    expect(server.requests).toBe(2);
    expect(server.rows.size).toBe(0);

    server.online = true;
    expect(await box.flush({ eager: true })).toEqual({ sent: 1, kept: 0, undelivered: 0 });
    expect(await box.flush({ eager: true })).toEqual({ sent: 0, kept: 0, undelivered: 0 });
    expect(server.rows.size).toBe(1);
    expect(box.pending()).toEqual([]);
  });

  it('creates one row when the server stored the first try but its answer was lost', async () => {
    server.online = true;
    server.loseNextAnswer = true;
    const box = outbox();
    expect(await box.submit(contactSource.form, contact, key)).toBe('queued');
    expect(server.rows.size).toBe(1);
    expect(await box.flush({ eager: true })).toEqual({ sent: 1, kept: 0, undelivered: 0 });
    expect(server.rows.size).toBe(1);
  });

  it('sends a queued entry once even when the page, the online event and a second tab flush together', async () => {
    await outbox().submit(partnerSource.form, contact, key);
    server.online = true;
    const box = outbox();
    const otherTab = outbox();
    await Promise.all([box.flush({ eager: true }), box.flush({ eager: true }), otherTab.flush({ eager: true })]);
    expect(server.rows.size).toBe(1);
    expect(server.requests).toBe(3);
  });

  it('re-sends the very same request: the stored body and the same key', async () => {
    await outbox().submit(calculatorSource.form, { ...contact, squareFootage: 2500 }, key);
    server.online = true;
    await outbox().flush({ eager: true });
    const [, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
    expect(new Headers(init?.headers).get('idempotency-key')).toBe(key);
    expect(init?.body).toBe(JSON.stringify({ ...contact, squareFootage: 2500 }));
  });

  it('gives every try a fresh bot-check token, retries included: a token is good once', async () => {
    await outbox().submit(contactSource.form, contact, key);
    server.online = true;
    await outbox().flush({ eager: true });
    const tokens = vi.mocked(fetch).mock.calls.map(([, init]) => new Headers(init?.headers).get(botTokenHeader));
    expect(tokens).toHaveLength(2);
    expect(tokens.every((token) => token?.startsWith('token-'))).toBe(true);
    expect(new Set(tokens).size).toBe(2);
  });

  it.each([400, 413, 415, 422])(
    'never queues a refusal of the request itself (%i): the form shows it',
    async (status) => {
      server.online = true;
      server.answerWith = status;
      const box = outbox();
      const error = await box.submit(contactSource.form, contact, key).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RequestError);
      expect(failureOf(error).status).toBe(status);
      expect(box.pending()).toEqual([]);
      expect(box.undelivered()).toEqual([]);
    },
  );

  it.each([500, 502, 503, 429])('keeps a lead the server cannot take now (%i) on the first send', async (status) => {
    server.online = true;
    server.answerWith = status;
    const box = outbox();
    expect(await box.submit(contactSource.form, contact, key)).toBe('queued');
    expect(box.pending()).toMatchObject([
      { idempotencyKey: key, attempts: 1, nextAttemptAt: clock + firstRetryDelayMs },
    ]);

    server.answerWith = null;
    clock += firstRetryDelayMs;
    expect(await box.flush()).toEqual({ sent: 1, kept: 0, undelivered: 0 });
    expect(server.rows.size).toBe(1);
  });

  it('answers sent when the network works, and leaves nothing behind', async () => {
    server.online = true;
    const box = outbox();
    expect(await box.submit(intakeSource.form, contact, key)).toBe('sent');
    expect(box.pending()).toEqual([]);
    expect(server.rows.size).toBe(1);
  });

  it('waits twice as long after every failed try, up to an hour, and not a moment less', async () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(maxRetryDelayMs);

    server.online = true;
    server.answerWith = 503;
    const box = outbox();
    await box.submit(contactSource.form, contact, key);
    const started = clock;
    for (const wait of [30_000, 60_000, 120_000]) {
      clock += wait - 1;
      const requestsBefore = server.requests;
      expect(await box.flush()).toEqual({ sent: 0, kept: 1, undelivered: 0 });
      expect(server.requests).toBe(requestsBefore);
      clock += 1;
      await box.flush();
      expect(server.requests).toBe(requestsBefore + 1);
    }
    expect(clock - started).toBe(210_000);
    expect(box.pending()[0]?.attempts).toBe(4);
  });

  it('waits exactly as long as Retry-After asks, in seconds or as an HTTP date', async () => {
    server.online = true;
    server.answerWith = 503;
    server.answerHeaders = { 'Retry-After': '5' };
    const box = outbox();
    await box.submit(contactSource.form, contact, key);
    expect(box.nextAttemptAt()).toBe(clock + 5_000);

    server.answerWith = 429;
    server.answerHeaders = { 'Retry-After': new Date(Date.now() + 600_000).toUTCString() };
    clock += 5_000;
    await box.flush();
    const wait = (box.nextAttemptAt() ?? 0) - clock;
    expect(wait).toBeGreaterThan(595_000);
    expect(wait).toBeLessThanOrEqual(601_000);

    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2015, 9, 21, 7, 27, 30))).toBe(30);
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', Date.UTC(2015, 9, 21, 8))).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('cuts its own wait short when the site opens or the network is back, but never the wait the server asked for', async () => {
    const box = outbox();
    await box.submit(contactSource.form, contact, 'network-key');
    server.online = true;
    server.answerWith = 503;
    server.answerHeaders = { 'Retry-After': '300' };
    await box.submit(contactSource.form, contact, 'server-key');
    server.answerWith = null;
    const requestsBefore = server.requests;

    expect(await box.flush({ eager: true })).toEqual({ sent: 1, kept: 1, undelivered: 0 });
    expect(server.requests).toBe(requestsBefore + 1);
    expect(box.pending().map((entry) => entry.idempotencyKey)).toEqual(['server-key']);
  });

  it('keeps a lead refused on a later try until the visitor has been told, and never sends it again', async () => {
    const box = outbox();
    await box.submit(contactSource.form, contact, key);
    server.online = true;
    server.answerWith = 400;
    expect(await box.flush({ eager: true })).toEqual({ sent: 0, kept: 0, undelivered: 1 });
    expect(box.pending()).toEqual([]);
    expect(box.undelivered()).toMatchObject([{ idempotencyKey: key, undelivered: 'refused' }]);
    expect(box.nextAttemptAt()).toBeUndefined();

    const requestsBefore = server.requests;
    clock += maxRetryDelayMs;
    expect(await box.flush({ eager: true })).toEqual({ sent: 0, kept: 0, undelivered: 0 });
    expect(server.requests).toBe(requestsBefore);

    box.dismiss(key);
    expect(box.undelivered()).toEqual([]);
  });

  it('stops sending an entry older than a week and keeps it for the notice', async () => {
    const box = outbox();
    await box.submit(contactSource.form, contact, key);
    server.online = true;
    clock += maxEntryAgeMs + 1;
    const requestsBefore = server.requests;
    expect(await box.flush()).toEqual({ sent: 0, kept: 0, undelivered: 1 });
    expect(server.requests).toBe(requestsBefore);
    expect(box.undelivered()).toMatchObject([{ idempotencyKey: key, undelivered: 'expired' }]);
  });

  it('reports the network failure itself when the browser will not store the request', async () => {
    storage.refuseWrites = true;
    const error = await outbox()
      .submit(contactSource.form, contact, key)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
  });

  it('keeps one entry per key when the same filled form is submitted again while offline', async () => {
    const box = outbox();
    await box.submit(contactSource.form, contact, key);
    await box.submit(contactSource.form, contact, key);
    expect(box.pending()).toHaveLength(1);
  });

  it('survives storage that holds something else', async () => {
    storage.items.set('pacific-span:lead-outbox', '{not json');
    expect(outbox().pending()).toEqual([]);
    storage.items.set('pacific-span:lead-outbox', JSON.stringify([{ endpoint: '/api/contact' }, 42]));
    expect(await outbox().flush()).toEqual({ sent: 0, kept: 0, undelivered: 0 });
  });

  it('tells its subscribers about every change, and stops when unsubscribed', async () => {
    const box = outbox();
    const listener = vi.fn<() => void>();
    const unsubscribe = box.subscribe(listener);
    await box.submit(contactSource.form, contact, key);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await box.submit(contactSource.form, contact, 'another-key');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the lead outbox with files (docs/decisions/081)', () => {
  let files: MemoryFileStore;
  let fileStore: ReturnType<typeof vi.fn<() => Promise<KeptFileStore>>>;
  const withFiles = () => createOutbox({ storage, now: () => clock, fileStore, sendFile: server.putFile });
  const offline = new ApiNetworkError(new TypeError('Failed to fetch'));
  const unsent = (error: unknown = offline): UnsentFile[] => [
    { clientId: 'porch', field: 'photos', file: photo('porch.jpg'), error },
    { clientId: 'roof', field: 'photos', file: photo('roof.jpg'), error },
  ];
  const emergency = { ...contact, photos: ['porch', 'roof'] };
  const form = emergencySource.form;

  beforeEach(() => {
    files = new MemoryFileStore();
    fileStore = vi.fn<() => Promise<KeptFileStore>>(async () => files);
  });

  it('keeps the files a request could not send, then sends them before the lead once, and forgets them', async () => {
    const box = withFiles();
    expect(await box.submit(form, emergency, key, unsent())).toBe('queued');
    // The lead is not tried without its files: the server would refuse it.
    expect(server.requests).toBe(0);
    expect(
      [...files.files.values()].map(({ requestKey, clientId, name, field, type }) => [
        requestKey,
        clientId,
        name,
        field,
        type,
      ]),
    ).toEqual([
      [key, 'porch', 'porch.jpg', 'photos', 'image/jpeg'],
      [key, 'roof', 'roof.jpg', 'photos', 'image/jpeg'],
    ]);
    expect(await (await files.filesOf(key))[0]?.blob.arrayBuffer()).toEqual(await photo('porch.jpg').arrayBuffer());
    expect(box.pending()).toMatchObject([
      {
        idempotencyKey: key,
        nextAttemptAt: clock + firstRetryDelayMs,
        files: [
          { clientId: 'porch', name: 'porch.jpg' },
          { clientId: 'roof', name: 'roof.jpg' },
        ],
      },
    ]);

    expect(await box.flush({ eager: true })).toEqual({ sent: 0, kept: 1, undelivered: 0 });
    expect(files.files.size).toBe(2);

    server.online = true;
    expect(await box.flush({ eager: true })).toEqual({ sent: 1, kept: 0, undelivered: 0 });
    expect(server.arrivals).toEqual(['file porch', 'file roof', 'lead']);
    expect(files.files.size).toBe(0);
    expect(box.pending()).toEqual([]);
    expect(await box.flush({ eager: true })).toEqual({ sent: 0, kept: 0, undelivered: 0 });
    expect(server.arrivals).toHaveLength(3);
  });

  it('sends a kept file again under the same key when the lead after it failed: the server keeps one copy', async () => {
    const box = withFiles();
    await box.submit(form, emergency, key, unsent());
    server.online = true;
    server.loseNextAnswer = true;
    expect(await box.flush({ eager: true })).toEqual({ sent: 0, kept: 1, undelivered: 0 });
    expect(files.files.size).toBe(2);
    expect(await box.flush({ eager: true })).toEqual({ sent: 1, kept: 0, undelivered: 0 });
    expect(server.files).toEqual(new Set([`${key} porch`, `${key} roof`]));
    expect(server.rows.size).toBe(1);
    expect(files.files.size).toBe(0);
  });

  it('waits as long as a file upload answered with Retry-After asks', async () => {
    const busy = new RequestError('429: Too Many Requests', { status: 429, retryAfterSeconds: 120 });
    const box = withFiles();
    expect(await box.submit(form, emergency, key, unsent(busy))).toBe('queued');
    expect(box.pending()).toMatchObject([{ nextAttemptAt: clock + 120_000, serverAskedToWait: true }]);
  });

  it('keeps nothing when a file was refused for itself: the form shows that refusal', async () => {
    const refused = new RequestError('415: Unsupported Media Type', {
      status: 415,
      serverMessage: 'This file is not a JPEG or PNG photo.',
    });
    const box = withFiles();
    const oneRefused = [...unsent().slice(0, 1), { ...unsent()[1]!, error: refused }];
    expect(await box.submit(form, emergency, key, oneRefused).catch((caught: unknown) => caught)).toBe(refused);
    expect(box.pending()).toEqual([]);
    expect(files.files.size).toBe(0);
  });

  it('says LeadFilesNotKept, and keeps no entry, when the browser cannot keep the files', async () => {
    files.refuse = true;
    const box = withFiles();
    const error = await box.submit(form, emergency, key, unsent()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LeadFilesNotKept);
    expect(box.pending()).toEqual([]);

    files.refuse = false;
    fileStore.mockRejectedValueOnce(new DOMException('The user denied permission', 'UnknownError'));
    expect(await box.submit(form, emergency, key, unsent()).catch((caught: unknown) => caught)).toBeInstanceOf(
      LeadFilesNotKept,
    );
    expect(box.pending()).toEqual([]);
  });

  it('deletes the kept files when the lead becomes undelivered, refused or expired, and names them in the notice', async () => {
    const box = withFiles();
    await box.submit(form, emergency, key, unsent());
    await box.submit(form, emergency, 'old-key', unsent());
    server.online = true;
    server.answerWith = 400;
    server.files.add(`${key} porch`).add(`${key} roof`).add('old-key porch').add('old-key roof');
    clock += firstRetryDelayMs;
    storage.items.set(
      'pacific-span:lead-outbox',
      JSON.stringify(
        box.pending().map((entry) => (entry.idempotencyKey === 'old-key' ? { ...entry, queuedAt: 0 } : entry)),
      ),
    );
    expect(await box.flush()).toEqual({ sent: 0, kept: 0, undelivered: 2 });
    expect(box.undelivered()).toMatchObject([{ undelivered: 'refused' }, { undelivered: 'expired' }]);
    expect(files.files.size).toBe(0);
    const details = undeliveredLeadOf(box.undelivered()[0]!).details;
    expect(details).toContainEqual({ label: 'Photos', value: 'porch.jpg, roof.jpg' });
  });

  it('forgets kept files when the form sends the same request again and it goes through', async () => {
    const box = withFiles();
    await box.submit(form, emergency, key, unsent());
    server.online = true;
    // The form sent the files itself again, under the same key.
    for (const file of await files.filesOf(key)) await server.putFile(file);
    expect(await box.submit(form, emergency, key)).toBe('sent');
    expect(files.files.size).toBe(0);
    expect(box.pending()).toEqual([]);
  });

  it('never asks for the file store for a request without files', async () => {
    const box = withFiles();
    await box.submit(form, contact, key);
    server.online = true;
    await box.flush({ eager: true });
    expect(await box.submit(form, contact, 'another-key')).toBe('sent');
    expect(server.rows.size).toBe(2);
    expect(fileStore).not.toHaveBeenCalled();
  });
});

describe('the undelivered lead notice', () => {
  it('names the form the lead was kept from, by the name its definition gives', async () => {
    const box = outbox();
    expect(await box.submit(emergencySource.form, { contactName: 'Leilani Akana' }, key)).toBe('queued');
    const [kept] = box.pending();
    expect(kept).toBeDefined();
    expect(undeliveredLeadOf({ ...kept!, undelivered: 'expired' }).formName).toBe('emergency service request');
  });

  it('calls a lead kept before the outbox kept form names a request', () => {
    const lead = undeliveredLeadOf({
      endpoint: leadEndpointOf(contactSource.form),
      body: '{}',
      idempotencyKey: key,
      queuedAt: clock,
      attempts: 9,
      undelivered: 'expired',
    });
    expect(lead.formName).toBe('request');
  });

  it('names the form and lists what the visitor typed, without the hidden honeypot or empty fields', () => {
    const lead = undeliveredLeadOf(
      {
        endpoint: leadEndpointOf(emergencySource.form),
        formName: emergencySource.form.name,
        body: JSON.stringify({
          name: 'Leilani Akana',
          phone: '808-555-0100',
          emergencyType: 'water-damage',
          services: ['roofing', 'drywall'],
          company: '',
          homepage: '',
        }),
        idempotencyKey: key,
        queuedAt: Date.UTC(2027, 0, 15, 17, 30),
        attempts: 4,
        undelivered: 'refused',
      },
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    expect({ ...lead, details: lead.details.map(({ label, value }) => `${label}: ${value}`) }).toEqual({
      id: key,
      formName: 'emergency service request',
      filledIn: 'Jan 15, 2027',
      reason: 'refused',
      details: [
        'Name: Leilani Akana',
        'Phone: 808-555-0100',
        'Emergency type: water-damage',
        'Services: roofing, drywall',
      ],
    });
  });
});

describe('startLeadOutbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: clock });
  });
  afterEach(() => vi.useRealTimers());

  class FakeWindow extends EventTarget {
    setTimeout = (handler: () => void, timeout: number) => setTimeout(handler, timeout) as unknown as number;
    clearTimeout = (id: number) => clearTimeout(id);
  }

  it('flushes when the site opens, when the browser comes back online, and when a wait is over, until stopped', async () => {
    const box = createOutbox({ storage });
    await box.submit(contactSource.form, contact, key);
    const host = new FakeWindow();
    const flush = vi.spyOn(box, 'flush');

    const stop = startLeadOutbox(host, box);
    expect(flush).toHaveBeenCalledTimes(1);
    // Lets the first pass finish without moving the fake clock (vi.waitFor would advance it).
    await vi.advanceTimersByTimeAsync(0);
    expect(server.requests).toBe(2);
    await vi.advanceTimersByTimeAsync(retryDelayMs(2) - 1);
    expect(server.requests).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toBe(3);

    server.online = true;
    host.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    expect(box.pending()).toEqual([]);

    const flushes = flush.mock.calls.length;
    await box.submit(contactSource.form, contact, 'later-key').catch(() => undefined);
    stop();
    host.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(maxRetryDelayMs);
    expect(flush).toHaveBeenCalledTimes(flushes);
  });

  it('sends a lead the server refused with 503 and Retry-After once that time has passed: one row', async () => {
    server.online = true;
    server.answerWith = 503;
    server.answerHeaders = { 'Retry-After': '5' };
    const box = createOutbox({ storage });
    const stop = startLeadOutbox(new FakeWindow(), box);
    expect(await box.submit(contactSource.form, contact, key)).toBe('queued');
    server.answerWith = null;

    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.rows.size).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.rows.size).toBe(1));
    expect(box.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(maxRetryDelayMs);
    expect(server.requests).toBe(2);
    stop();
  });
});
