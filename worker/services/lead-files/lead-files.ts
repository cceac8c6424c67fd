import {
  acceptsKind,
  leadFileFields,
  leadFileKinds,
  leadFileMessages,
  leadFileRequestLimits,
  sniffBytes,
  sniffLeadFile,
  isLeadFileField,
  type LeadFileField,
  type LeadFileKind,
  type LeadFileSummary,
} from '@site/domain/lead-forms/lead-files';
import { and, asc, count, eq, inArray, isNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leadFiles, type LeadFileRecord } from '../../db/schema';
import { MalformedFileError, withoutLocation } from './metadata';
import { limitedBody, putStreamed } from './storage';

/** Where a lead file's object lives in the FILES bucket. */
const objectPrefix = 'lead-files/';
export const leadFileObjectKey = (id: string) => `${objectPrefix}${id}`;

/** A file as the visitor's browser and staff know it. */
export interface StoredLeadFile {
  id: string;
  name: string;
  kind: LeadFileKind;
  size: number;
}

export interface LeadFileUpload {
  requestKey: string;
  clientId: string;
  field: LeadFileField;
  name: string;
  /** The declared Content-Length, when there is one: a file that says it is too large is refused unread. */
  declaredBytes?: number;
  body: ReadableStream<Uint8Array>;
}

/** Why an upload was refused: the status and the sentence the visitor sees. */
export class UploadRefusal extends Error {
  override name = 'UploadRefusal';
  constructor(
    readonly status: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export type UploadResult = { outcome: 'created' | 'replayed'; file: StoredLeadFile };

const storedOf = (row: Pick<LeadFileRecord, 'id' | 'name' | 'kind' | 'size'>): StoredLeadFile => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  size: row.size,
});

const sameFile = (requestKey: string, clientId: string) =>
  and(eq(leadFiles.requestKey, requestKey), eq(leadFiles.clientId, clientId));

async function requestTotals(db: Database, requestKey: string) {
  const [totals] = await db
    .select({ files: count(), bytes: sum(leadFiles.size) })
    .from(leadFiles)
    .where(eq(leadFiles.requestKey, requestKey));
  return { files: totals?.files ?? 0, bytes: Number(totals?.bytes ?? 0) };
}

/** A failed delete of an object no row will name is tried again this many times before the object is given up. */
const removalTries = 4;

/**
 * Deletes an object no row names and none ever will. The delete (idempotent) is tried again at once; an object
 * whose every try fails waits for the daily bucket sweep (`sweepUnnamedObjects`, docs/security.md, "Platform
 * failures").
 */
async function removeUnnamedObject(bucket: R2Bucket, key: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await bucket.delete(key);
      return;
    } catch (error) {
      if (attempt >= removalTries) throw error;
    }
  }
}

/** The file a retried upload already stored, if any. */
export async function storedUpload(db: Database, requestKey: string, clientId: string) {
  const row = await db.select().from(leadFiles).where(sameFile(requestKey, clientId)).get();
  return row ? storedOf(row) : undefined;
}

/** The first bytes of the stream (to decide the kind) and a stream of all of it again. */
async function sniffed(chunks: AsyncIterable<Uint8Array>) {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes < sniffBytes) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  const first = new Uint8Array(headBytes);
  head.reduce((offset, chunk) => (first.set(chunk, offset), offset + chunk.length), 0);
  async function* all() {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { kind: sniffLeadFile(first), chunks: all() };
}

/**
 * Streams one visitor file into the bucket (docs/decisions/077): the kind from its first bytes, the size limit
 * of that kind (and of what is left of the request's 100 MB) counted as the bytes arrive, location metadata
 * removed on the way. A file refused part-way leaves nothing stored. The same (request, client id) twice is
 * the first file, not a second.
 */
export async function storeLeadFile(db: Database, bucket: R2Bucket, upload: LeadFileUpload): Promise<UploadResult> {
  const existing = await storedUpload(db, upload.requestKey, upload.clientId);
  if (existing) {
    await upload.body.cancel();
    return { outcome: 'replayed', file: existing };
  }
  const before = await requestTotals(db, upload.requestKey);
  if (before.files >= leadFileRequestLimits.files) throw new UploadRefusal(422, leadFileMessages.tooMany);
  const roomLeft = leadFileRequestLimits.bytes - before.bytes;
  const accept = leadFileFields[upload.field];
  const largest = Math.max(...Object.values(leadFileKinds).map((kind) => kind.maxBytes));
  const refuseTooLarge = (kind?: LeadFileKind) =>
    new UploadRefusal(
      413,
      kind && leadFileKinds[kind].maxBytes <= roomLeft
        ? leadFileMessages.tooLarge(kind)
        : leadFileMessages.requestTooLarge,
    );
  if (upload.declaredBytes !== undefined && upload.declaredBytes > Math.min(largest, roomLeft)) {
    await upload.body.cancel();
    throw refuseTooLarge();
  }

  let kind: LeadFileKind | undefined;
  const limit = () => Math.min(kind ? leadFileKinds[kind].maxBytes : largest, roomLeft);
  let received = 0;
  // The limit of the kind applies from the first byte: `limit()` reads the kind once it is known.
  const counted = async function* () {
    for await (const chunk of limitedBody(upload.body, largest, () => refuseTooLarge(kind))) {
      received += chunk.length;
      if (received > limit()) throw refuseTooLarge(kind);
      yield chunk;
    }
  };
  const head = await sniffed(counted());
  kind = head.kind;
  if (!kind || !acceptsKind(accept, kind)) {
    await upload.body.cancel().catch(() => undefined);
    throw new UploadRefusal(415, leadFileMessages.wrongType(accept));
  }
  if (received > limit() || (upload.declaredBytes !== undefined && upload.declaredBytes > limit())) {
    await upload.body.cancel().catch(() => undefined);
    throw refuseTooLarge(kind);
  }

  const id = crypto.randomUUID();
  const key = leadFileObjectKey(id);
  let size: number;
  try {
    size = await putStreamed(bucket, key, withoutLocation(kind, head.chunks), {
      contentType: leadFileKinds[kind].contentType,
    });
  } catch (error) {
    if (error instanceof MalformedFileError) throw new UploadRefusal(415, leadFileMessages.wrongType(accept));
    // R2 may have stored it before failing to say so; no row will ever name it.
    await removeUnnamedObject(bucket, key).catch((cleanup: unknown) =>
      console.error(`Object ${key} may be left`, cleanup),
    );
    throw error;
  }
  const [inserted] = await db
    .insert(leadFiles)
    .values({
      id,
      requestKey: upload.requestKey,
      clientId: upload.clientId,
      field: upload.field,
      name: upload.name,
      kind,
      size,
    })
    .onConflictDoNothing()
    .returning()
    .catch(async (error: unknown) => {
      // The row may have been written before D1 failed to answer: it goes first, and its object only once it
      // is surely gone, so no row ever names a missing object (docs/security.md, "Platform failures").
      await db.delete(leadFiles).where(eq(leadFiles.id, id));
      await removeUnnamedObject(bucket, key);
      throw error;
    });
  if (!inserted) {
    // A concurrent upload of the same file won: keep its object, not ours.
    await removeUnnamedObject(bucket, key);
    const first = await storedUpload(db, upload.requestKey, upload.clientId);
    if (!first) throw new Error('Lead file insert was ignored but no file holds its request and client id');
    return { outcome: 'replayed', file: first };
  }
  // Concurrent uploads of one request may each have seen room for themselves: the later ones go.
  const after = await requestTotals(db, upload.requestKey);
  if (after.files > leadFileRequestLimits.files || after.bytes > leadFileRequestLimits.bytes) {
    await db.delete(leadFiles).where(eq(leadFiles.id, id));
    await removeUnnamedObject(bucket, key);
    throw new UploadRefusal(
      after.files > leadFileRequestLimits.files ? 422 : 413,
      after.files > leadFileRequestLimits.files ? leadFileMessages.tooMany : leadFileMessages.requestTooLarge,
    );
  }
  return { outcome: 'created', file: storedOf(inserted) };
}

/** The file references of a validated submission: each file field's ids. */
export function fileReferencesOf(data: Record<string, unknown>): { field: LeadFileField; clientId: string }[] {
  return Object.entries(data).flatMap(([field, value]) =>
    isLeadFileField(field) && Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string').map((clientId) => ({ field, clientId }))
      : [],
  );
}

/**
 * The fields whose files did not arrive under this request's key (or arrived for another field): the lead
 * must not be stored without them. Empty when every referenced file is there.
 */
export async function missingFileFields(
  db: Database,
  requestKey: string,
  references: { field: LeadFileField; clientId: string }[],
): Promise<LeadFileField[]> {
  if (references.length === 0) return [];
  const rows = await db
    .select({ clientId: leadFiles.clientId, field: leadFiles.field })
    .from(leadFiles)
    .where(
      and(
        eq(leadFiles.requestKey, requestKey),
        inArray(
          leadFiles.clientId,
          references.map((reference) => reference.clientId),
        ),
      ),
    );
  const found = new Set(rows.map((row) => `${row.field}\n${row.clientId}`));
  return [
    ...new Set(
      references
        .filter((reference) => !found.has(`${reference.field}\n${reference.clientId}`))
        .map((reference) => reference.field),
    ),
  ];
}

/** The files of these leads (one lead's, or a contact's) in the order they were sent. */
/** The files of the leads given by id, or by a subquery of ids (a contact's leads). */
export const filesOfLeads = (db: Database, leadIds: string[] | SQL): Promise<LeadFileSummary[]> =>
  db
    .select({
      id: leadFiles.id,
      name: leadFiles.name,
      kind: leadFiles.kind,
      size: leadFiles.size,
      field: leadFiles.field,
    })
    .from(leadFiles)
    .where(inArray(leadFiles.leadId, leadIds))
    .orderBy(asc(leadFiles.createdAt), asc(leadFiles.id))
    .all();

/** One attached file, for the staff file route; an unattached upload is nobody's to see. */
export const attachedFile = (db: Database, id: string) =>
  db
    .select()
    .from(leadFiles)
    .where(eq(leadFiles.id, id))
    .get()
    .then((row) => (row?.leadId ? row : undefined));

/** A day for the visitor to finish the request; after that an upload no lead took is deleted. */
export const unattachedFileLifetimeMs = 24 * 60 * 60_000;

/** The cron's part: unattached uploads older than a day leave the bucket and the table, 100 at a time. */
export async function sweepUnattachedFiles(db: Database, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const stale = await db
    .select({ id: leadFiles.id })
    .from(leadFiles)
    .where(
      and(isNull(leadFiles.leadId), lt(leadFiles.createdAt, new Date(now - unattachedFileLifetimeMs).toISOString())),
    )
    .limit(100)
    .all();
  if (stale.length === 0) return 0;
  const ids = stale.map((row) => row.id);
  await bucket.delete(ids.map(leadFileObjectKey));
  await db.delete(leadFiles).where(inArray(leadFiles.id, ids));
  return ids.length;
}

/** Objects per page of the bucket sweep: as many as one R2 list answers. */
const bucketPageSize = 1_000;

/**
 * The bucket read against the table (docs/security.md, "Platform failures"): an object whose every clean-up
 * delete failed names no row and never will. Objects over a day old that no `lead_files` row names are deleted;
 * a younger one may belong to an upload whose row is still being written. One page of the bucket and one query
 * at a time; returns how many objects went.
 */
export async function sweepUnnamedObjects(db: Database, bucket: R2Bucket, now = Date.now()): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: objectPrefix, limit: bucketPageSize, cursor });
    const ids = page.objects
      .filter((object) => object.uploaded.getTime() < now - unattachedFileLifetimeMs)
      .map((object) => object.key.slice(objectPrefix.length));
    const named = ids.length
      ? await db
          .select({ id: leadFiles.id })
          .from(leadFiles)
          .where(sql`${leadFiles.id} in (select value from json_each(${JSON.stringify(ids)}))`)
          .all()
      : [];
    const namedIds = new Set(named.map((row) => row.id));
    const unnamed = ids.filter((id) => !namedIds.has(id));
    if (unnamed.length > 0) await bucket.delete(unnamed.map(leadFileObjectKey));
    removed += unnamed.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
