import type { z } from '@site/domain/forms/zod';
import { fromBase64Url, toBase64Url, utf8 } from '../protection/crypto';

/**
 * Keyset paging for the admin lists (docs/decisions/023): the cursor is the last row's position, opaque to the
 * browser, so a row added meanwhile never shifts a page.
 */
export const encodeCursor = (position: object) => toBase64Url(utf8(JSON.stringify(position)));

/** The position a cursor carries, or null when it is not one this list handed out. */
export function decodeCursor<Position>(cursor: string | undefined, position: z.ZodType<Position>): Position | null {
  const bytes = cursor ? fromBase64Url(cursor) : null;
  if (!bytes) return null;
  try {
    const parsed = position.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The next page as a standard Link (RFC 8288): the body stays the spec's plain array. */
export function nextPageLink(requestUrl: string, nextCursor: string | undefined): string | undefined {
  if (!nextCursor) return undefined;
  const next = new URL(requestUrl);
  next.searchParams.set('cursor', nextCursor);
  return `<${next.pathname}${next.search}>; rel="next"`;
}
