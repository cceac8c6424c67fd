/**
 * The erasure log (docs/decisions/093): one small R2 object per erased lead, naming only the lead's id and the
 * erasure's time. It lives in the bucket, not in D1, because a D1 restore (Time Travel or a snapshot) rolls
 * the database back to before an erasure, and the restore then erases again every lead the log names.
 * Nothing lists the bucket but the log itself: the sweep of unattached files reads its keys from D1.
 */

export const erasureLogPrefix = 'erasure-log/';

export interface ErasureLogEntry {
  leadId: string;
  erasedAt: string;
}

// Keys sort by the erasure's time (an ISO timestamp), then the lead.
const entryKey = /^erasure-log\/(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)-(.+)$/;

export const erasureLogKey = ({ leadId, erasedAt }: ErasureLogEntry) => `${erasureLogPrefix}${erasedAt}-${leadId}`;

/** Records an erasure; the same erasure recorded again writes the same object. */
export async function logErasure(bucket: R2Bucket, entry: ErasureLogEntry): Promise<void> {
  await bucket.put(erasureLogKey(entry), JSON.stringify(entry), {
    httpMetadata: { contentType: 'application/json' },
  });
}

/** Every erasure the log holds, oldest first. */
export async function readErasureLog(bucket: R2Bucket): Promise<ErasureLogEntry[]> {
  const entries: ErasureLogEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: erasureLogPrefix, ...(cursor ? { cursor } : {}) });
    for (const { key } of page.objects) {
      const match = entryKey.exec(key);
      if (match?.[1] && match[2]) entries.push({ erasedAt: match[1], leadId: match[2] });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return entries;
}
