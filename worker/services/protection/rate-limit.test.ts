import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { admit, forget, type RateLimit } from './rate-limit';

const db = database(env.DB);
const limit: RateLimit = { bucket: 'test', max: 3, windowMs: 60_000 };
const start = Date.UTC(2027, 0, 15, 12);

describe('admit: a sliding window per client and bucket on D1', () => {
  it('admits up to max tokens, then says how long until the oldest leaves the window', async () => {
    for (const [index, token] of ['a', 'b', 'c'].entries()) {
      expect(await admit(db, limit, 'client-1', token, start + index * 10_000)).toEqual({ admitted: true });
    }
    expect(await admit(db, limit, 'client-1', 'd', start + 25_000)).toEqual({ admitted: false, retryAfterSeconds: 35 });
  });

  it('admits again once the oldest hit has left the window, and forgets expired rows', async () => {
    for (const token of ['a', 'b', 'c']) await admit(db, limit, 'client-1', token, start);
    expect(await admit(db, limit, 'client-1', 'd', start + 59_999)).toMatchObject({ admitted: false });
    expect(await admit(db, limit, 'client-1', 'd', start + 60_000)).toEqual({ admitted: true });
    expect(await db.select().from(rateLimitHits).all()).toEqual([
      { bucket: 'test', client: 'client-1', token: 'd', at: start + 60_000 },
    ]);
  });

  it('counts a token once, and keeps admitting a token it already counted', async () => {
    for (let round = 0; round < 5; round += 1)
      expect(await admit(db, limit, 'client-1', 'same', start)).toEqual({ admitted: true });
    await admit(db, limit, 'client-1', 'b', start);
    await admit(db, limit, 'client-1', 'c', start);
    expect(await admit(db, limit, 'client-1', 'd', start)).toMatchObject({ admitted: false });
    expect(await admit(db, limit, 'client-1', 'same', start)).toEqual({ admitted: true });
  });

  it('keeps clients and buckets apart', async () => {
    for (const token of ['a', 'b', 'c']) await admit(db, limit, 'client-1', token, start);
    expect(await admit(db, limit, 'client-2', 'a', start)).toEqual({ admitted: true });
    expect(await admit(db, { ...limit, bucket: 'other' }, 'client-1', 'd', start)).toEqual({ admitted: true });
  });

  it('never admits more than max under concurrent requests', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => admit(db, limit, 'client-1', `token-${index}`, start)),
    );
    expect(results.filter((result) => result.admitted)).toHaveLength(3);
  });

  it('forget takes a counted token back', async () => {
    for (const token of ['a', 'b', 'c']) await admit(db, limit, 'client-1', token, start);
    await forget(db, limit, 'client-1', 'b');
    expect(await admit(db, limit, 'client-1', 'd', start)).toEqual({ admitted: true });
  });
});
