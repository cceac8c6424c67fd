import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { staffSessions } from '../../worker/db/schema';
import { demoLeadsBeforeEach } from '../../worker/test/staff-data';
import { recordingD1 } from '../../worker/test/d1-round-trips';
import { runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { funnelLoader } from './analytics.server';
import { boardLoader } from './board.server';
import { contactLoader } from './contact.server';
import { dashboardLoader } from './dashboard.server';
import { leadsLoader } from './leads.server';
import { leadPageLoader } from './lead.server';
import { healthLoader } from './health.server';
import { siteSpeedLoader } from './site-speed.server';

/**
 * At the edge each sequential D1 query is a round trip to the database's region, so every staff view waits
 * for the database at most three times in turn, the session check included (docs/decisions/069). Each view is
 * read as the router reads it (the dashboard's layout loader beside the tab's) with the session last seen
 * long enough ago that the check also writes: the most a view can wait.
 */
const db = database(env.DB);
const staff = staffSignedInBeforeEach();
const idOf = demoLeadsBeforeEach();

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The loaders of one address, run together as the router runs them. */
const together =
  (...loaders: Loader[]) =>
  (args: LoaderFunctionArgs) =>
    Promise.all(loaders.map((loader) => loader(args)));

async function roundTrips(path: string, loaders: Loader[], params: Record<string, string> = {}) {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000).toISOString() })
    .where(eq(staffSessions.staffId, staff.member.id));
  const recorder = recordingD1(env.DB);
  const answer = await runStaffRoute(together(...loaders), {
    cookie: staff.cookie,
    path,
    params,
    bindings: { ...env, DB: recorder.binding },
  });
  expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  return recorder;
}

describe('D1 round trips of each staff view', () => {
  it('counts the trips a view makes in turn, and trips sent together once', async () => {
    const recorder = await roundTrips('/admin', [dashboardLoader, leadsLoader]);
    // The session read, its last-seen write, then the loaders' statements sent together.
    expect(recorder.trips.length).toBeGreaterThan(3);
    expect(recorder.sequential()).toBe(3);
  });

  it.each([
    '/admin',
    '/admin?q=maya',
    '/admin?q=%25',
    '/admin?sort=name&dir=ascending&page=2',
    '/admin?sort=owner&dir=ascending&page=3',
    '/admin?status=won&sort=estimate&dir=descending',
    '/admin?region=California&due=overdue&owner=me',
    '/admin?sort=followUp&dir=ascending&page=2&after=x1',
    '/admin?sort=received&dir=ascending&page=2&before=x1',
  ])('the lead table %s waits at most three times', async (path) => {
    expect((await roundTrips(path, [dashboardLoader, leadsLoader])).sequential()).toBeLessThanOrEqual(3);
  });

  it('the board, the analytics, the site speed, the health page, a lead and its contact wait at most three times', async () => {
    const id = idOf('seed-contact-1');
    const views: [string, Loader[], Record<string, string>?][] = [
      ['/admin/board', [boardLoader]],
      ['/admin/analytics', [funnelLoader]],
      ['/admin/analytics?days=365', [funnelLoader]],
      ['/admin/site-speed', [siteSpeedLoader]],
      ['/admin/health', [dashboardLoader, healthLoader]],
      [`/admin/leads/${id}`, [leadPageLoader], { id }],
      [`/admin/contacts/${id}`, [contactLoader], { id }],
    ];
    for (const [path, loaders, params] of views) {
      const recorder = await roundTrips(path, loaders, params);
      expect({ path, trips: recorder.trips, within: recorder.sequential() <= 3 }).toMatchObject({ within: true });
    }
  });
});
