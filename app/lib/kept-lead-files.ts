import type { LeadFileField } from '@site/domain/lead-forms/lead-files';

/**
 * The files of kept leads, in the browser's IndexedDB (docs/decisions/081): the lead's body stays in the
 * outbox's localStorage entry, which only names its files; their bytes are too large for localStorage. Loaded
 * only when a request has files to keep or kept ones to send, never with a page.
 */

/** One file of a kept request, as stored: under the request's idempotency key and the file's client id. */
export interface KeptFile {
  requestKey: string;
  clientId: string;
  field: LeadFileField;
  name: string;
  type: string;
  blob: Blob;
}

/** Where the outbox keeps files: IndexedDB in the browser, a Map in tests. Every call rejects when it cannot. */
export interface KeptFileStore {
  keep(files: readonly KeptFile[]): Promise<void>;
  filesOf(requestKey: string): Promise<KeptFile[]>;
  drop(requestKey: string): Promise<void>;
}

const databaseName = 'pacific-span-lead-files';
const storeName = 'files';
const byRequest = 'requestKey';

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error));
  });

const done = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.addEventListener('complete', () => resolve());
    transaction.addEventListener('error', () => reject(transaction.error));
    // A full disk (QuotaExceededError) aborts the transaction rather than failing a request.
    transaction.addEventListener('abort', () => reject(transaction.error ?? new Error('IndexedDB aborted')));
  });

let opening: Promise<IDBDatabase> | undefined;

/** Opens the database once; a failed open (private mode, storage turned off) is tried again by the next call. */
function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.addEventListener('upgradeneeded', () => {
      const store = request.result.createObjectStore(storeName, { keyPath: [byRequest, 'clientId'] });
      store.createIndex(byRequest, byRequest);
    });
    request.addEventListener('success', () => resolve(request.result));
    request.addEventListener('error', () => reject(request.error));
    request.addEventListener('blocked', () => reject(new Error('IndexedDB is blocked by another tab')));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

export const keptLeadFiles: KeptFileStore = {
  async keep(files) {
    const transaction = (await database()).transaction(storeName, 'readwrite');
    for (const file of files) transaction.objectStore(storeName).put(file);
    await done(transaction);
  },
  async filesOf(requestKey) {
    const transaction = (await database()).transaction(storeName, 'readonly');
    const files: KeptFile[] = await settled(transaction.objectStore(storeName).index(byRequest).getAll(requestKey));
    return files;
  },
  async drop(requestKey) {
    const transaction = (await database()).transaction(storeName, 'readwrite');
    // Keys are [request key, client id]; an array sorts after every string, so this range is the request's files.
    transaction.objectStore(storeName).delete(IDBKeyRange.bound([requestKey], [requestKey, []]));
    await done(transaction);
  },
};
