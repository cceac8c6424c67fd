import { funnelPeriodMessages } from '@site/domain/leads/funnel';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { leads } from '../../worker/db/schema';
import { storeDemoLeads } from '../../worker/test/staff-data';
import { refreshFunnelReports } from '../../worker/services/pipeline/funnel';
import { runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { funnelLoader } from './analytics.server';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

const analytics = (query = '') => staff.run(funnelLoader, { path: `/admin/analytics${query ? `?${query}` : ''}` });

describe('the analytics page', () => {
  it('shows the funnel of the last 90 days unless the address names another period', async () => {
    await storeDemoLeads(db);
    const page = await analytics();
    expect(page.status).toBe(200);
    expect(page.data.fieldErrors).toBeUndefined();
    expect(page.data.report?.period).toMatchObject({ days: '90', to: new Date().toISOString().slice(0, 10) });
    expect(page.data.report?.total).toMatchObject({ source: 'all', leads: 7, won: 0 });

    const month = await analytics('from=2020-03-01&to=2020-03-31');
    expect(month.status).toBe(200);
    expect(month.data.query).toEqual({ from: '2020-03-01', to: '2020-03-31' });
    expect(month.data.report).toMatchObject({ period: { from: '2020-03-01', to: '2020-03-31' }, bySource: [] });
    expect(month.data.report?.total.leads).toBe(0);
    expect(month.data.report?.asOf).toBeUndefined();
  });

  it("reads a quick period's stored report, which the cron's next minute brings up to date", async () => {
    await storeDemoLeads(db);
    const minuteAgo = Date.now() - 60_000;
    await refreshFunnelReports(db, minuteAgo);
    await db.update(leads).set({ createdAt: '2020-03-31T23:59:59.000Z' });
    const stored = await analytics();
    expect(stored.data.report?.total.leads).toBe(7);
    expect(stored.data.report?.asOf).toBe(new Date(minuteAgo).toISOString());

    await refreshFunnelReports(db, Date.now());
    const refreshed = await analytics();
    expect(refreshed.data.report?.total.leads).toBe(0);
  });

  it('counts a lead received on the last day of a chosen period', async () => {
    await storeDemoLeads(db);
    await db.update(leads).set({ createdAt: '2020-03-31T23:59:59.000Z' });
    const month = await analytics('from=2020-03-01&to=2020-03-31');
    expect(month.data.report?.total.leads).toBe(7);
  });

  it('answers a period it cannot use with 400, the field messages and what was typed, and no report', async () => {
    const reversed = await analytics('from=2026-05-31&to=2026-05-01');
    expect(reversed.status).toBe(400);
    expect(reversed.data).toEqual({
      query: { from: '2026-05-31', to: '2026-05-01' },
      fieldErrors: { to: funnelPeriodMessages.order },
    });
    const half = await analytics('from=2026-05-01');
    expect(half.status).toBe(400);
    expect(half.data.fieldErrors).toEqual({ to: funnelPeriodMessages.bothDates });
    expect(half.data.query).toEqual({ from: '2026-05-01' });
    expect(half.data.report).toBeUndefined();
    const week = await analytics('days=7');
    expect(week.status).toBe(400);
    expect(Object.keys(week.data.fieldErrors ?? {})).toEqual(['days']);
  });

  it('sends a request without a session to sign in', async () => {
    const stranger = await runStaffRoute(funnelLoader, { path: '/admin/analytics' });
    expect(stranger.status).toBe(302);
    expect(stranger.location).toBe('/admin/login');
  });
});
