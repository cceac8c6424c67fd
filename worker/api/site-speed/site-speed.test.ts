import { maxBeaconBytes } from '@site/domain/site-speed/site-speed';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApi } from '..';
import { database } from '../../db/client';
import { siteSpeedDays, siteSpeedTargets } from '../../db/schema';
import { siteSpeedLimit } from '../../services/protection/rate-limit';
import { rateLimitHitsIn } from '../../test/rate-limits';
import { postJson } from '../../test/requests';

const db = database(env.DB);
const today = new Date().toISOString().slice(0, 10);

const beacon = {
  route: '/gallery',
  device: 'phone',
  connection: '4g',
  metrics: {
    LCP: { value: 2_400, target: 'html>body>div>main>section>img' },
    INP: { value: 180, target: 'html>body>div>header>button' },
    CLS: { value: 0.02 },
    FCP: { value: 1_100 },
    TTFB: { value: 320 },
  },
};

const send = (body: unknown, address = '203.0.113.90') =>
  postJson('/api/site-speed', body, { 'cf-connecting-ip': address });

const storedRows = () => db.select().from(siteSpeedDays).all();
const storedTargets = () => db.select().from(siteSpeedTargets).all();

describe('POST /api/site-speed (docs/decisions/088)', () => {
  it("counts a beacon into its day's rows: one per metric, its bucket, its connection and its targets", async () => {
    const response = await send(beacon);
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    const rows = await storedRows();
    expect(rows.map((row) => row.metric).toSorted()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(rows.every((row) => row.day === today && row.route === '/gallery' && row.device === 'phone')).toBe(true);
    expect(rows.find((row) => row.metric === 'LCP')).toMatchObject({ count: 1, connections: { '4g': 1 } });
    expect(await storedTargets()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'LCP', target: 'html>body>div>main>section>img', count: 1, total: 2_400 }),
        expect.objectContaining({ metric: 'INP', target: 'html>body>div>header>button', count: 1, total: 180 }),
      ]),
    );
  });

  it('adds later page views of the same day to the same rows and buckets', async () => {
    await send(beacon);
    await send(beacon, '203.0.113.91');
    await send({ ...beacon, connection: undefined, metrics: { LCP: { value: 5_000 } } }, '203.0.113.92');
    const rows = await storedRows();
    expect(rows).toHaveLength(5);
    const lcp = rows.find((row) => row.metric === 'LCP');
    expect(lcp?.count).toBe(3);
    expect(Object.values(lcp?.histogram ?? {}).toSorted()).toEqual([1, 2]);
    expect(lcp?.connections).toEqual({ '4g': 2 });
    const target = (await storedTargets()).find((row) => row.metric === 'LCP');
    expect(target).toMatchObject({ count: 2, total: 4_800 });
  });

  it.each([
    ['an extra field', { ...beacon, url: 'https://example.com/?q=secret' }],
    ['an extra field in a measurement', { ...beacon, metrics: { LCP: { value: 1, text: 'Call now' } } }],
    ['a foreign route', { ...beacon, route: '/buy-cheap-pills' }],
    ['a full URL as the route', { ...beacon, route: 'https://www.pacificspan.example/gallery' }],
    ['a target with text', { ...beacon, metrics: { LCP: { value: 1, target: 'buy cheap pills' } } }],
    ['a target with a class', { ...beacon, metrics: { LCP: { value: 1, target: 'main>img.photo' } } }],
    ['a value out of bounds', { ...beacon, metrics: { CLS: { value: 11 } } }],
    ['a negative value', { ...beacon, metrics: { TTFB: { value: -1 } } }],
    ['an unknown metric', { ...beacon, metrics: { FID: { value: 10 } } }],
    ['no metric', { ...beacon, metrics: {} }],
    ['an unknown device', { ...beacon, device: 'watch' }],
  ])('refuses %s with 400 and field messages, storing nothing', async (_, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: expect.any(Object) });
    expect(await storedRows()).toEqual([]);
    expect(await storedTargets()).toEqual([]);
  });

  it('refuses an oversized body with 413 and anything but JSON with 415, storing nothing', async () => {
    const padded = JSON.stringify({ ...beacon, padding: 'x'.repeat(maxBeaconBytes) });
    expect((await send(padded)).status).toBe(413);
    const text = await createApi().request(
      '/api/site-speed',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(beacon) },
      env,
    );
    expect(text.status).toBe(415);
    expect(await storedRows()).toEqual([]);
  });

  it('limits the beacons of one client like the other public endpoints', async () => {
    for (let index = 0; index < siteSpeedLimit.max; index += 1) {
      expect((await send({ ...beacon, metrics: { TTFB: { value: 300 } } }, '198.51.100.7')).status).toBe(204);
    }
    const refused = await send(beacon, '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const [ttfb] = await storedRows();
    expect(ttfb).toMatchObject({ metric: 'TTFB', count: siteSpeedLimit.max });
    expect(await rateLimitHitsIn(siteSpeedLimit.bucket)).toHaveLength(siteSpeedLimit.max);
  });

  it('counts only the sampled share: at a rate of 0 it answers 204 and stores nothing', async () => {
    const response = await createApi().request(
      '/api/site-speed',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(beacon) },
      { ...env, SITE_SPEED_SAMPLE_RATE: '0' },
    );
    expect(response.status).toBe(204);
    expect(await storedRows()).toEqual([]);
    expect(await rateLimitHitsIn(siteSpeedLimit.bucket)).toEqual([]);
  });
});
