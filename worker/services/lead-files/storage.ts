/**
 * Streaming an object into R2 without holding it (docs/decisions/077): a file shorter than one part is one
 * `put`; a longer one is a multipart upload of equal parts, so the Worker never keeps more than a part in memory.
 */

/** R2's smallest part (all parts but the last must be at least this, and all of one size). */
export const partBytes = 5 * 1024 * 1024;

/** Collects chunks into parts of exactly `partBytes` (the last may be shorter). */
async function* partsOf(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let part = new Uint8Array(partBytes);
  let filled = 0;
  for await (const chunk of chunks) {
    let offset = 0;
    while (offset < chunk.length) {
      const copied = Math.min(partBytes - filled, chunk.length - offset);
      part.set(chunk.subarray(offset, offset + copied), filled);
      filled += copied;
      offset += copied;
      if (filled === partBytes) {
        yield part;
        part = new Uint8Array(partBytes);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.subarray(0, filled);
}

/**
 * Writes `chunks` to `key` and answers the stored size. Whatever the source throws (a size limit, a malformed
 * file) aborts the write: nothing of the object stays in the bucket.
 */
export async function putStreamed(
  bucket: R2Bucket,
  key: string,
  chunks: AsyncIterable<Uint8Array>,
  httpMetadata: R2HTTPMetadata,
): Promise<number> {
  const parts = partsOf(chunks)[Symbol.asyncIterator]();
  const first = await parts.next();
  if (first.done) {
    await bucket.put(key, new Uint8Array(0), { httpMetadata });
    return 0;
  }
  const second = await parts.next();
  if (second.done) {
    await bucket.put(key, first.value, { httpMetadata });
    return first.value.length;
  }
  const upload = await bucket.createMultipartUpload(key, { httpMetadata });
  try {
    const uploaded = [await upload.uploadPart(1, first.value), await upload.uploadPart(2, second.value)];
    let size = first.value.length + second.value.length;
    for (let next = await parts.next(); !next.done; next = await parts.next()) {
      uploaded.push(await upload.uploadPart(uploaded.length + 1, next.value));
      size += next.value.length;
    }
    await upload.complete(uploaded);
    return size;
  } catch (error) {
    await upload.abort();
    throw error;
  }
}

/** The request's body as chunks, refused with `onTooLarge` the moment it passes `maxBytes`. */
export async function* limitedBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  onTooLarge: () => Error,
): AsyncGenerator<Uint8Array> {
  let received = 0;
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      received += next.value.length;
      if (received > maxBytes) throw onTooLarge();
      yield next.value;
    }
  } catch (error) {
    // The rest of the body is not wanted: stop receiving it.
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
