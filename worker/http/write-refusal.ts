/**
 * The one check that refuses a write before anything reads it, for the API's Hono chain (`limitBodyTo`,
 * `jsonOnly` in body.ts) and the staff guard (staff-guard.ts) alike: where it came from, its content type and
 * its size. Each caller names the rules it needs; the order is always origin, type, size.
 */

export const writeRefusals = {
  crossSite: 'This request did not come from the admin pages.',
  contentType: 'Send the request body as application/json.',
  tooLarge: (maxBytes: number) => `The request body is larger than ${maxBytes / 1024} KB.`,
} as const;

export interface WriteRules {
  /** Only a write from our own pages: the staff pages' second lock beside SameSite=Strict (docs/decisions/018). */
  sameOrigin?: boolean;
  /** Only `application/json`. */
  json?: boolean;
  /** At most this many bytes of body. */
  maxBytes?: number;
}

export interface WriteRefusal {
  status: 403 | 413 | 415;
  message: string;
}

/**
 * A write that a browser sent from another site (or another origin of ours). Clients that send neither header
 * (scripts, tests) are not browsers on another site, so they pass.
 */
function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

/**
 * The body's size: the declared length, or for a body sent without one (or chunked), what a copy holds up to
 * one chunk past the limit, so an endless body cannot exhaust memory. The request's own body stays unread.
 */
async function bodyBytes(request: Request, maxBytes: number): Promise<number> {
  const declared = request.headers.get('content-length');
  if (declared !== null) return Number(declared);
  const reader = request.clone().body?.getReader();
  if (!reader) return 0;
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done && size <= maxBytes; chunk = await reader.read()) {
    size += chunk.value.byteLength;
  }
  await reader.cancel();
  return size;
}

/** Why the write breaks one of `rules` (403, 415 or 413, with the sentence to answer), or undefined. */
export async function writeRefusal(request: Request, rules: WriteRules): Promise<WriteRefusal | undefined> {
  if (rules.sameOrigin && isCrossSite(request)) return { status: 403, message: writeRefusals.crossSite };
  if (rules.json && !isJson(request)) return { status: 415, message: writeRefusals.contentType };
  if (rules.maxBytes !== undefined && (await bodyBytes(request, rules.maxBytes)) > rules.maxBytes) {
    return { status: 413, message: writeRefusals.tooLarge(rules.maxBytes) };
  }
  return undefined;
}
