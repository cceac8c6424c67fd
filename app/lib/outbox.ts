import { LeadFilesNotKept, type LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import { loadOnRequest } from '@site/ui/load-on-request';
import type { UnsentFile } from '@site/ui/widgets/forms/FileAttachments';
import { RequestError } from '@site/domain/forms/errors';
import { ApiNetworkError } from './api';
import type { LeadFormPath } from '@site/domain/leads/leads';
import type { LeadEndpoint } from './api-client';
import { loadApiClient } from './load-api-client';
import type { KeptFile, KeptFileStore } from './kept-lead-files';
import { uploadLeadFile } from './lead-files';

/**
 * The lead outbox (docs/product.md §7.2: "nothing lost, nothing twice"; docs/decisions/026). A form submit
 * the server could not take yet (no network, a 5xx, a 429) is kept in browser storage with its idempotency
 * key and sent again, with the same key, after a growing wait or the server's `Retry-After`, when the browser
 * is back online, and when the site is next opened. The server's unique key turns every repeat into the one
 * lead. A first answer that refuses the request itself (400, 413, 415, 422...) is the form's to show and is
 * never queued. A kept lead that can no longer be delivered (refused on a later try, or too old) stays until
 * the visitor has been told. Files the form could not send wait in IndexedDB beside the entry and go up, under
 * the same key, before the lead (docs/decisions/081).
 */

/** Why a kept lead will never be sent: the server refused it on a later try, or it waited too long. */
export type UndeliveredReason = 'refused' | 'expired';

/** A public form as the outbox reads it: its definition's `form` (domain/lead-forms/<form>.ts). */
export interface KeptForm {
  path: LeadFormPath;
  name: string;
}

/** Where a public form posts. */
export const leadEndpointOf = (form: KeptForm): LeadEndpoint => `/api/${form.path}`;

export interface OutboxEntry {
  endpoint: LeadEndpoint;
  /**
   * The form as the visitor knows it, for the notice that it could not be delivered; kept with the entry so the
   * notice needs no registry (docs/decisions/107). Entries kept before then lack it: their notice says 'request'.
   */
  formName?: string;
  /** The JSON exactly as first sent, so every repeat is the same request. */
  body: string;
  idempotencyKey: string;
  queuedAt: number;
  attempts: number;
  /** The next try waits until then (the backoff, or the server's `Retry-After`). */
  nextAttemptAt?: number;
  /** The wait is the server's own (`Retry-After`): opening the site or coming back online does not cut it short. */
  serverAskedToWait?: boolean;
  /** Set once the lead cannot be delivered; the entry waits for the visitor to be told, then goes. */
  undelivered?: UndeliveredReason;
  /** The files kept on this device for it (their bytes are in the file store), sent before the lead. */
  files?: { clientId: string; name: string }[];
}

/** Where the entries live; `localStorage` in the browser, a Map in tests. */
export interface OutboxStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface FlushResult {
  sent: number;
  kept: number;
  undelivered: number;
}

export interface OutboxOptions {
  storage: OutboxStorage;
  send?: (entry: OutboxEntry) => Promise<unknown>;
  /** Where kept files wait: asked for only when a request has files to keep or kept ones to send. */
  fileStore?: () => Promise<KeptFileStore>;
  /** Sends one kept file under its request's key (docs/decisions/077): a repeat is a no-op on the server. */
  sendFile?: (file: KeptFile) => Promise<unknown>;
  now?: () => number;
}

const storageKey = 'pacific-span:lead-outbox';

/** After a week a kept request is stale (the visitor has likely called or written); it is not sent any more. */
export const maxEntryAgeMs = 7 * 24 * 60 * 60_000;

/** The wait after the first failed try; it doubles with every further try, up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 30_000;
export const maxRetryDelayMs = 60 * 60_000;

/**
 * How long to wait after `attempts` failed tries: the server's `Retry-After` when it gave one (it knows when
 * it will take requests again), otherwise exponential backoff, so a struggling server is not hammered.
 */
export const retryDelayMs = (attempts: number, retryAfterSeconds?: number): number =>
  retryAfterSeconds !== undefined
    ? Math.min(retryAfterSeconds * 1000, maxRetryDelayMs)
    : Math.min(firstRetryDelayMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs);

const sendEntry = async (entry: OutboxEntry) =>
  (await loadApiClient()).postLead(entry.endpoint, JSON.parse(entry.body), entry.idempotencyKey);

// IndexedDB's code loads with the first request that has files to keep or kept ones to send (docs/decisions/072).
const loadKeptFiles = loadOnRequest(() => import('./kept-lead-files'));
const browserFileStore = async () => (await loadKeptFiles()).keptLeadFiles;

const sendKeptFile = ({ blob, name, type, requestKey, clientId, field }: KeptFile) =>
  uploadLeadFile(new File([blob], name, { type }), { requestKey, clientId, field, onProgress: () => undefined });

/** A refusal that may pass later: no answer, rate limited or the server's own failure. Any other 4xx never will. */
const worthRetrying = (error: unknown) =>
  error instanceof ApiNetworkError ||
  (error instanceof RequestError && error.status !== undefined && (error.status === 429 || error.status >= 500));

const isEntry = (entry: unknown): entry is OutboxEntry =>
  typeof entry === 'object' &&
  entry !== null &&
  'endpoint' in entry &&
  typeof entry.endpoint === 'string' &&
  'body' in entry &&
  typeof entry.body === 'string' &&
  'idempotencyKey' in entry &&
  typeof entry.idempotencyKey === 'string' &&
  'queuedAt' in entry &&
  typeof entry.queuedAt === 'number' &&
  'attempts' in entry &&
  typeof entry.attempts === 'number' &&
  (!('formName' in entry) || typeof entry.formName === 'string');

/** The entries of the stored JSON; anything else there (storage changed by hand, another version) is left out. */
export function entriesOf(json: string): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function createOutbox({
  storage,
  send = sendEntry,
  fileStore = browserFileStore,
  sendFile = sendKeptFile,
  now = Date.now,
}: OutboxOptions) {
  const listeners = new Set<() => void>();
  // Read and written per change, never cached: another tab of the site may share the same storage.
  const read = () => entriesOf(storage.getItem(storageKey) ?? '[]');
  const write = (entries: OutboxEntry[]) => {
    storage.setItem(storageKey, JSON.stringify(entries));
    for (const listener of listeners) listener();
  };
  const update = (change: (entries: OutboxEntry[]) => OutboxEntry[]) => write(change(read()));
  const replace = (key: string, change: (entry: OutboxEntry) => OutboxEntry) =>
    update((entries) => entries.map((entry) => (entry.idempotencyKey === key ? change(entry) : entry)));
  // Writes only when the key was queued, so a sent form never fails on storage the browser refuses.
  const remove = (key: string) => {
    const entries = read();
    const rest = entries.filter((entry) => entry.idempotencyKey !== key);
    if (rest.length !== entries.length) write(rest);
  };
  /** The entry after a failed try: when to try next, and whether the server set that time. */
  const retryLater = (entry: OutboxEntry, error: unknown): OutboxEntry => {
    const retryAfterSeconds = error instanceof RequestError ? error.retryAfterSeconds : undefined;
    return {
      ...entry,
      nextAttemptAt: now() + retryDelayMs(entry.attempts, retryAfterSeconds),
      serverAskedToWait: retryAfterSeconds !== undefined,
    };
  };

  /** The kept files first, under the entry's key, then the lead that names them. */
  const deliver = async (entry: OutboxEntry) => {
    if (entry.files?.length) {
      for (const file of await (await fileStore()).filesOf(entry.idempotencyKey)) await sendFile(file);
    }
    await send(entry);
  };
  /** Deletes an entry's kept files once they are no longer needed; one left behind is only space, never a resend. */
  const dropFiles = async (entry: OutboxEntry | undefined) => {
    if (!entry?.files?.length) return;
    try {
      await (await fileStore()).drop(entry.idempotencyKey);
    } catch (error) {
      console.warn('The kept files of a lead could not be deleted.', error);
    }
  };
  const markUndelivered = async (entry: OutboxEntry, undelivered: UndeliveredReason) => {
    replace(entry.idempotencyKey, (kept) => ({ ...kept, undelivered }));
    await dropFiles(entry);
  };

  /**
   * Keeps a request whose files did not all go up: the files in the file store, the entry naming them. Not
   * the lead itself, which the server refuses while a file it names is missing. Throws the refusal of a file
   * that will never pass, and `LeadFilesNotKept` when the browser cannot keep them.
   */
  async function keepWithFiles(entry: OutboxEntry, unsent: readonly UnsentFile[]): Promise<LeadDelivery> {
    const refused = unsent.find((file) => !worthRetrying(file.error));
    if (refused) throw refused.error;
    const key = entry.idempotencyKey;
    const withFiles: OutboxEntry = {
      ...retryLater(entry, unsent[0]?.error),
      files: unsent.map(({ clientId, file }) => ({ clientId, name: file.name })),
    };
    try {
      await (
        await fileStore()
      ).keep(
        unsent.map(({ clientId, field, file }) => ({
          requestKey: key,
          clientId,
          field,
          name: file.name,
          type: file.type,
          blob: file,
        })),
      );
      update((entries) => [...entries.filter((queued) => queued.idempotencyKey !== key), withFiles]);
    } catch (error) {
      if (!read().some((queued) => queued.idempotencyKey === key)) await dropFiles(withFiles);
      throw new LeadFilesNotKept('The browser could not keep the files of a request', { cause: error });
    }
    return 'queued';
  }

  let lastFlush: Promise<unknown> = Promise.resolve();

  async function flushOnce(eager: boolean): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, kept: 0, undelivered: 0 };
    for (const entry of read()) {
      if (entry.undelivered) continue;
      if (now() - entry.queuedAt > maxEntryAgeMs) {
        await markUndelivered(entry, 'expired');
        result.undelivered += 1;
        continue;
      }
      const waitCutShort = eager && !entry.serverAskedToWait;
      if (entry.nextAttemptAt !== undefined && entry.nextAttemptAt > now() && !waitCutShort) {
        result.kept += 1;
        continue;
      }
      try {
        await deliver(entry);
        // The files go before the entry: an entry left without them re-sends only its lead, a replay.
        await dropFiles(entry);
        remove(entry.idempotencyKey);
        result.sent += 1;
      } catch (error) {
        if (!worthRetrying(error)) {
          await markUndelivered(entry, 'refused');
          result.undelivered += 1;
          continue;
        }
        replace(entry.idempotencyKey, (kept) => retryLater({ ...kept, attempts: kept.attempts + 1 }, error));
        result.kept += 1;
      }
    }
    return result;
  }

  return {
    /**
     * Sends a form's body now. Resolves 'sent' on a 2xx and 'queued' when the network failed or the server
     * asked to come back later (5xx, 429) and the request is kept; throws the `RequestError` of any
     * refusal of the request itself (the form shows it), and the first failure itself if the browser cannot
     * store the request either. `unsent` are the files the form could not send: with any, the request is
     * kept with them, or refused as `keepWithFiles` says.
     */
    async submit(
      form: KeptForm,
      body: unknown,
      idempotencyKey: string,
      unsent: readonly UnsentFile[] = [],
    ): Promise<LeadDelivery> {
      const entry: OutboxEntry = {
        endpoint: leadEndpointOf(form),
        formName: form.name,
        body: JSON.stringify(body),
        idempotencyKey,
        queuedAt: now(),
        attempts: 1,
      };
      if (unsent.length > 0) return keepWithFiles(entry, unsent);
      // A request kept with files and sent again from the form: the form sent the files again itself.
      const earlier = read().find((queued) => queued.idempotencyKey === idempotencyKey);
      try {
        await send(entry);
      } catch (error) {
        if (!worthRetrying(error)) throw error;
        try {
          // Files still kept for this key stay named, so they are deleted once the lead is in.
          const kept = retryLater({ ...entry, files: earlier?.files }, error);
          update((entries) => [...entries.filter((queued) => queued.idempotencyKey !== idempotencyKey), kept]);
        } catch {
          throw error;
        }
        return 'queued';
      }
      await dropFiles(earlier);
      remove(idempotencyKey);
      return 'sent';
    },

    /**
     * Sends every waiting entry whose wait is over. `eager` (the site was just opened, or the browser came
     * back online) also sends those waiting out our own backoff, but never before a server's `Retry-After`.
     * Calls run one after another, so a call made during a run still gets its own pass, and a later pass
     * finds the sent entries gone.
     */
    flush({ eager = false }: { eager?: boolean } = {}): Promise<FlushResult> {
      const pass = () => flushOnce(eager);
      const run = lastFlush.then(pass, pass);
      lastFlush = run;
      return run;
    },

    /** Entries still to be sent, and those waiting for the visitor to hear they were not delivered. */
    pending: (): OutboxEntry[] => read().filter((entry) => !entry.undelivered),
    undelivered: (): OutboxEntry[] => read().filter((entry) => entry.undelivered),

    /** When the next waiting entry is due, or undefined when none waits. */
    nextAttemptAt: (): number | undefined => {
      const times = read()
        .filter((entry) => !entry.undelivered)
        .map((entry) => entry.nextAttemptAt ?? now());
      return times.length > 0 ? Math.min(...times) : undefined;
    },

    /** Forgets an undelivered lead: call only once the visitor has been told about it. */
    dismiss: (idempotencyKey: string) => remove(idempotencyKey),

    /** Called after every change of the stored entries; returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** localStorage, looked up on each use: reading `window.localStorage` itself throws when storage is disabled. */
const browserStorage: OutboxStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
};

let browserOutbox: Outbox | undefined;
/** The page's one outbox on localStorage. */
export const leadOutbox = () => (browserOutbox ??= createOutbox({ storage: browserStorage }));

/** What starting the outbox needs from the page: `window` in the browser, a stand-in in tests. */
export interface OutboxHost {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
}

/**
 * Starts re-sending kept leads: once now (the site was just opened), whenever the browser comes back online,
 * and when the next entry's wait is over. Call once from the root layout's effect; returns the cleanup.
 */
export function startLeadOutbox(
  host: OutboxHost = window,
  box: Outbox = leadOutbox(),
  now: () => number = Date.now,
): () => void {
  let timer: number | undefined;
  let stopped = false;
  const schedule = () => {
    if (timer !== undefined) host.clearTimeout(timer);
    timer = undefined;
    const due = box.nextAttemptAt();
    if (stopped || due === undefined) return;
    timer = host.setTimeout(() => flush(), Math.max(0, due - now()));
  };
  const flush = (options?: { eager: boolean }) => {
    box
      .flush(options)
      .catch((error: unknown) => console.warn('The lead outbox could not run; it tries again later.', error))
      .finally(schedule);
  };
  const flushNow = () => flush({ eager: true });
  // A form that queues a lead while the page is open starts the wait for its next try.
  const unsubscribe = box.subscribe(schedule);
  flushNow();
  host.addEventListener('online', flushNow);
  return () => {
    stopped = true;
    unsubscribe();
    host.removeEventListener('online', flushNow);
    if (timer !== undefined) host.clearTimeout(timer);
  };
}
