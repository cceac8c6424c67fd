import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { siteSpeedDays, siteSpeedTargets } from '../../db/schema';
import { keptDays, readSiteSpeed, recordBeacon, refreshSiteSpeedReport } from './site-speed';

const db = database(env.DB);
const lab = { measuredOn: '2026-11-27', routes: {} };
const day = 86_400_000;
const now = Date.parse('2026-11-29T12:00:00Z');

/** A fixed, uneven spread of values around `median`: many widths of bucket, the same every run. */
const spread = (count: number, median: number) =>
  Array.from({ length: count }, (_, index) => median * Math.exp(Math.sin(index * 12.9898) * 1.2));

const exactP75 = (values: number[]) => values.toSorted((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1] ?? 0;

/** How far a p75 read from the buckets is from the exact one, as a share of it. */
const within5 = (read: number | undefined, values: number[]) =>
  Math.abs((read ?? 0) - exactP75(values)) / exactP75(values);

describe('the Site speed reading in D1 (docs/decisions/088)', () => {
  it("reads each group's p75 within 5 % of the exact one, over days, routes and devices merged as asked", async () => {
    const lcp = spread(120, 2_200);
    const cls = spread(120, 0.05);
    for (const [index, value] of lcp.entries()) {
      await recordBeacon(
        db,
        {
          route: index % 2 ? '/gallery' : '/',
          device: 'phone',
          metrics: { LCP: { value }, CLS: { value: cls[index] ?? 0 } },
        },
        now - (index % 3) * day,
      );
    }
    await refreshSiteSpeedReport(db, now);
    const report = await readSiteSpeed(db, lab, now);
    expect(report.asOf).toBe(new Date(now).toISOString());
    const gallery = report.byRoute.find((row) => row.route === '/gallery');
    expect(gallery?.views).toBe(60);
    expect(
      within5(
        gallery?.metrics.LCP?.p75,
        lcp.filter((_, index) => index % 2),
      ),
    ).toBeLessThan(0.05);
    expect(
      within5(
        gallery?.metrics.CLS?.p75,
        cls.filter((_, index) => index % 2),
      ),
    ).toBeLessThan(0.05);
    const lastDay = report.trends.find((trend) => trend.metric === 'LCP')?.days.at(-1);
    expect(lastDay?.count).toBe(40);
    expect(
      within5(
        lastDay?.p75,
        lcp.filter((_, index) => index % 3 === 0),
      ),
    ).toBeLessThan(0.05);
  });
});

describe('the stored report', () => {
  it('is empty before the cron first stores it, and the reading of its minute after', async () => {
    await recordBeacon(db, { route: '/', device: 'desktop', metrics: { TTFB: { value: 120 } } }, now);
    expect(await readSiteSpeed(db, lab, now)).toMatchObject({ to: '2026-11-29', views: 0, byRoute: [] });
    await refreshSiteSpeedReport(db, now);
    await recordBeacon(db, { route: '/', device: 'desktop', metrics: { TTFB: { value: 120 } } }, now + 1);
    expect((await readSiteSpeed(db, lab, now)).views).toBe(1);
    await refreshSiteSpeedReport(db, now + 60_000);
    expect(await readSiteSpeed(db, lab, now)).toMatchObject({ views: 2, asOf: new Date(now + 60_000).toISOString() });
  });

  it('leaves out the days before the 28', async () => {
    await recordBeacon(db, { route: '/', device: 'phone', metrics: { LCP: { value: 900 } } }, now - 28 * day);
    await refreshSiteSpeedReport(db, now);
    expect(await readSiteSpeed(db, lab, now)).toMatchObject({ views: 0, byRoute: [], slowest: [] });
    await refreshSiteSpeedReport(db, now - day);
    expect((await readSiteSpeed(db, lab, now)).views).toBe(1);
  });

  it(`keeps ${keptDays} days of rows and deletes the older ones`, async () => {
    const beacon = { route: '/' as const, device: 'phone' as const, metrics: { LCP: { value: 900, target: 'img' } } };
    await recordBeacon(db, beacon, now - (keptDays - 1) * day);
    await recordBeacon(db, beacon, now - keptDays * day);
    const daysKept = async () => ({
      days: (await db.select({ day: siteSpeedDays.day }).from(siteSpeedDays)).map((row) => row.day),
      targets: (await db.select({ day: siteSpeedTargets.day }).from(siteSpeedTargets)).map((row) => row.day),
    });
    const both = ['2025-10-25', '2025-10-26'];
    expect(await daysKept()).toEqual({ days: both, targets: both });
    await refreshSiteSpeedReport(db, now);
    expect(await daysKept()).toEqual({ days: ['2025-10-26'], targets: ['2025-10-26'] });
  });
});
