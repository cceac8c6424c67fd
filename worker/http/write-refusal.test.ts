import { describe, expect, it } from 'vitest';
import { writeRefusal, writeRefusals } from './write-refusal';

const url = 'https://pacificspan.example/admin/nda-codes';
const json = { 'content-type': 'application/json' };
const every = { sameOrigin: true, json: true, maxBytes: 1024 };

const write = (headers: Record<string, string>, body: BodyInit = '{}') =>
  new Request(url, { method: 'POST', headers, body });

/** A body sent in chunks without a Content-Length, as a browser streams one. */
const streamed = (bytes: number) =>
  new Request(url, {
    method: 'POST',
    headers: json,
    body: new ReadableStream({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 256) controller.enqueue(new Uint8Array(Math.min(256, bytes - sent)));
        controller.close();
      },
    }),
    // @ts-expect-error: duplex is required for streamed request bodies but missing from RequestInit here
    duplex: 'half',
  });

describe('writeRefusal, the API chain and the staff guard alike', () => {
  it('refuses a browser write from another site or origin with 403, and only when asked', async () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      expect(await writeRefusal(write({ ...json, ...headers }), every)).toEqual({
        status: 403,
        message: writeRefusals.crossSite,
      });
      expect(await writeRefusal(write({ ...json, ...headers }), { json: true, maxBytes: 1024 })).toBeUndefined();
    }
    const own = { origin: 'https://pacificspan.example', 'sec-fetch-site': 'same-origin' };
    expect(await writeRefusal(write({ ...json, ...own }), every)).toBeUndefined();
    expect(await writeRefusal(write(json), every)).toBeUndefined();
  });

  it('refuses anything but JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', '']) {
      expect(await writeRefusal(write({ 'content-type': type }), { json: true })).toEqual({
        status: 415,
        message: 'Send the request body as application/json.',
      });
    }
    expect(await writeRefusal(write({ 'content-type': 'Application/JSON; charset=utf-8' }), { json: true })).toBe(
      undefined,
    );
  });

  it('refuses a body past the limit with 413, declared or streamed, and leaves the body unread', async () => {
    const tooLarge = { status: 413, message: 'The request body is larger than 1 KB.' };
    expect(await writeRefusal(write(json, 'x'.repeat(1025)), every)).toEqual(tooLarge);
    expect(await writeRefusal(streamed(4096), every)).toEqual(tooLarge);
    const fits = streamed(1024);
    expect(await writeRefusal(fits, every)).toBeUndefined();
    expect((await fits.arrayBuffer()).byteLength).toBe(1024);
  });

  it('checks origin, then type, then size', async () => {
    const everythingWrong = write({ 'content-type': 'text/plain', origin: 'https://evil.example' }, 'x'.repeat(2048));
    expect(await writeRefusal(everythingWrong, every)).toMatchObject({ status: 403 });
    expect(await writeRefusal(write({ 'content-type': 'text/plain' }, 'x'.repeat(2048)), every)).toMatchObject({
      status: 415,
    });
  });
});
