import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { refreshSiteSpeedReport } from '../../worker/services/site-speed/site-speed';
import { postJson } from '../../worker/test/requests';
import { runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { siteSpeedLoader } from './site-speed.server';

const db = database(env.DB);
const staff = staffSignedInBeforeEach();
const today = new Date().toISOString().slice(0, 10);

const beacon = (route: string, device: string, lcp: number, target = 'html>body>div>main>img') =>
  postJson(
    '/api/site-speed',
    { route, device, metrics: { LCP: { value: lcp, target }, CLS: { value: 0.01 }, TTFB: { value: 200 } } },
    { 'cf-connecting-ip': '203.0.113.140' },
  );

describe('the Site speed page (docs/product.md §12.11)', () => {
  it('shows the p75 of the beacons by route and device, the day with its views, and the slowest target', async () => {
    for (const lcp of [1_000, 1_200, 1_400, 6_000]) expect((await beacon('/gallery', 'phone', lcp)).status).toBe(204);
    expect((await beacon('/', 'desktop', 900, 'html>body>div>main>h1')).status).toBe(204);
    // The minute's cron stores the reading the page shows.
    await refreshSiteSpeedReport(db, Date.now());
    const page = await staff.run(siteSpeedLoader, { path: '/admin/site-speed' });
    expect(page.status).toBe(200);
    const { report } = page.data;
    expect(report.to).toBe(today);
    expect(report.views).toBe(5);
    expect(report.byRoute.map(({ route, device, views }) => [route, device, views])).toEqual([
      ['/', 'desktop', 1],
      ['/gallery', 'phone', 4],
    ]);
    // The third of four values is the p75: 1,400 ms, read from its bucket within 5 %.
    const gallery = report.byRoute[1]?.metrics.LCP;
    expect(gallery?.rating).toBe('good');
    expect(Math.abs((gallery?.p75 ?? 0) - 1_400) / 1_400).toBeLessThan(0.05);
    expect(report.trends.find((trend) => trend.metric === 'LCP')?.days.at(-1)).toMatchObject({ day: today, count: 5 });
    expect(report.slowest[0]).toMatchObject({ metric: 'LCP', route: '/gallery', count: 4, mean: 2_400 });
    expect(report.lab.routes['/gallery']?.score).toBe(100);
  });

  it('sends a request without a session to sign in', async () => {
    const stranger = await runStaffRoute(siteSpeedLoader, { path: '/admin/site-speed' });
    expect(stranger.status).toBe(302);
    expect(stranger.location).toBe('/admin/login');
  });
});
