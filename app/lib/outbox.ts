import { ApiNetworkError, ApiRequestError, apiRequest, type LeadEndpoint, type leadEndpoints } from './api';

/**
 * The lead outbox (docs/product.md §7.2: "nothing lost, nothing twice"). A form submit that never reaches the
 * server is kept in browser storage with its idempotency key and sent again, with the same key, when the
 * browser is back online, every minute while the page stays open, and when the site is next opened. The
 * server's unique key turns every repeat into the one lead. An answer from the server (4xx, 5xx) is the
 * form's to show and is never queued.
 */

/** Forms whose submit can wait: everything but the NDA check, which the visitor needs answered now. */
export type QueueableEndpoint = Exclude<LeadEndpoint, typeof leadEndpoints.nda>;

export type SubmitOutcome = 'sent' | 'queued';

export interface OutboxEntry {
  endpoint: QueueableEndpoint;
  /** The JSON exactly as first sent, so every repeat is the same request. */
  body: string;
  idempotencyKey: string;
  queuedAt: number;
  attempts: number;
}

/** Where the entries live; `localStorage` in the browser, a Map in tests. */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface FlushResult {
  sent: number;
  kept: number;
  dropped: number;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  send?: (entry: OutboxEntry) => Promise<unknown>;
  now?: () => number;
}

const storageKey = 'pacific-span:lead-outbox';

/** After a week a queued request is stale (the visitor has likely called or written); it is dropped unsent. */
export const maxEntryAgeMs = 7 * 24 * 60 * 60_000;

/** While entries wait, a flush is tried this often, in case 'online' never fires (the network was up, the server not). */
export const retryIntervalMs = 60_000;

const sendEntry = (entry: OutboxEntry) =>
  apiRequest('POST', entry.endpoint, JSON.parse(entry.body) as unknown, { idempotencyKey: entry.idempotencyKey });

/** A refusal that may pass later: rate limited or the server's own failure. Anything else 4xx never will. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiNetworkError ||
  (error instanceof ApiRequestError && (error.status === 429 || error.status >= 500));

const isEntry = (value: unknown): value is OutboxEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.endpoint === 'string' &&
    typeof entry.body === 'string' &&
    typeof entry.idempotencyKey === 'string' &&
    typeof entry.queuedAt === 'number' &&
    typeof entry.attempts === 'number'
  );
};

export function createOutbox({ storage, send = sendEntry, now = Date.now }: OutboxOptions) {
  // Read and written per change, never cached: another tab of the site may share the same storage.
  const read = (): OutboxEntry[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  };
  const write = (entries: OutboxEntry[]) => storage.setItem(storageKey, JSON.stringify(entries));
  const update = (change: (entries: OutboxEntry[]) => OutboxEntry[]) => write(change(read()));
  // Writes only when the key was queued, so a sent form never fails on storage the browser refuses.
  const remove = (key: string) => {
    const entries = read();
    const rest = entries.filter((entry) => entry.idempotencyKey !== key);
    if (rest.length !== entries.length) write(rest);
  };

  let lastFlush: Promise<unknown> = Promise.resolve();

  async function flushOnce(): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, kept: 0, dropped: 0 };
    for (const entry of read()) {
      if (now() - entry.queuedAt > maxEntryAgeMs) {
        remove(entry.idempotencyKey);
        result.dropped += 1;
        continue;
      }
      try {
        await send(entry);
        remove(entry.idempotencyKey);
        result.sent += 1;
      } catch (error) {
        if (!worthRetrying(error)) {
          remove(entry.idempotencyKey);
          result.dropped += 1;
          continue;
        }
        update((entries) =>
          entries.map((kept) =>
            kept.idempotencyKey === entry.idempotencyKey ? { ...kept, attempts: kept.attempts + 1 } : kept,
          ),
        );
        result.kept += 1;
      }
    }
    return result;
  }

  return {
    /**
     * Sends a form's body now. Resolves 'sent' on a 2xx and 'queued' when the network failed and the request
     * is kept for later; throws the `ApiRequestError` of any answer the server gave (the form shows it), and
     * the `ApiNetworkError` itself if the browser cannot store the request either.
     */
    async submit(endpoint: QueueableEndpoint, body: unknown, idempotencyKey: string): Promise<SubmitOutcome> {
      const entry: OutboxEntry = { endpoint, body: JSON.stringify(body), idempotencyKey, queuedAt: now(), attempts: 1 };
      try {
        await send(entry);
      } catch (error) {
        if (!(error instanceof ApiNetworkError)) throw error;
        try {
          update((entries) => [...entries.filter((queued) => queued.idempotencyKey !== idempotencyKey), entry]);
        } catch {
          throw error;
        }
        return 'queued';
      }
      remove(idempotencyKey);
      return 'sent';
    },

    /**
     * Sends every waiting entry once. Calls run one after another, so a call made during a run (the browser
     * came back online meanwhile) still gets its own pass, and a later pass finds the sent entries gone.
     */
    flush(): Promise<FlushResult> {
      const run = lastFlush.then(flushOnce, flushOnce);
      lastFlush = run;
      return run;
    },

    pending: (): OutboxEntry[] => read(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** localStorage, looked up on each use: reading `window.localStorage` itself throws when storage is disabled. */
const browserStorage: OutboxStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
};

let browserOutbox: Outbox | undefined;
const outbox = () => (browserOutbox ??= createOutbox({ storage: browserStorage }));

/** `createOutbox(...).submit` on the browser's localStorage: what a form's onSubmit calls. */
export const submitLead = (endpoint: QueueableEndpoint, body: unknown, idempotencyKey: string) =>
  outbox().submit(endpoint, body, idempotencyKey);

/** What starting the outbox needs from the page: `window` in the browser, a stand-in in tests. */
export interface OutboxHost {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
  setInterval(handler: () => void, timeout: number): number;
  clearInterval(id: number): void;
}

/**
 * Starts re-sending queued leads: once now (the site was just opened), whenever the browser comes back
 * online, and every minute while entries wait. Call once from the root layout's effect; returns the cleanup.
 */
export function startLeadOutbox(host: OutboxHost = window, box: Outbox = outbox()): () => void {
  const flush = () => {
    box.flush().catch((error: unknown) => console.warn('The lead outbox could not run; it tries again later.', error));
  };
  flush();
  host.addEventListener('online', flush);
  const timer = host.setInterval(() => {
    if (box.pending().length > 0) flush();
  }, retryIntervalMs);
  return () => {
    host.removeEventListener('online', flush);
    host.clearInterval(timer);
  };
}
