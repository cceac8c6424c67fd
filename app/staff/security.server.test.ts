import { securityLogPageSize, type AdminSecurityEvent } from '@site/domain/staff/security-log';
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleScheduled } from '../../worker/background';
import { database } from '../../worker/db/client';
import { securityEvents } from '../../worker/db/schema';
import { clientTag } from '../../worker/services/protection/client-address';
import { securityEvent } from '../../worker/services/staff/security-events';
import { sessionIdOf } from '../../worker/services/staff/staff-sessions';
import { storeDemoLeads } from '../../worker/test/staff-data';
import { injectFaults } from '../../worker/test/faults';
import {
  challengeCookieFrom,
  fullSignIn,
  secondFactorRequest,
  sessionCookieFrom,
  signInRequest,
} from '../../worker/test/staff';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { loader as csvLoader } from './leads-csv';
import { dashboardAction } from './dashboard.server';
import { ndaCodesAction } from './nda-codes.server';
import { sessionsAction } from './sessions.server';
import { leadPageAction } from './lead.server';
import { securityLogLoader } from './security.server';

const db = database(env.DB);
// The file's storage lasts from test to test: each starts with an empty log, before its staff member signs in.
beforeEach(async () => {
  await db.delete(securityEvents);
});
const staff = staffSignedInBeforeEach();

/** Every entry, oldest first, as stored. */
const entries = () => db.select().from(securityEvents).orderBy(asc(securityEvents.id)).all();
const kinds = async () => (await entries()).map((entry) => entry.kind);
/** The entries written after the signed-in staff member's own sign-in (each test's first entry). */
const since = async (count: number) => (await entries()).slice(count);

const fromAddress = { 'cf-connecting-ip': '203.0.113.9' };

describe('the security log: one entry in the batch of each change', () => {
  it('records the sign-in with its method and the keyed client tag, never the address', async () => {
    const [signedIn, ...rest] = await entries();
    expect(rest).toEqual([]);
    expect(signedIn).toMatchObject({
      kind: 'sign-in',
      actorId: staff.member.id,
      subject: null,
      client: await clientTag(env.KEYED_HASH_SECRET, undefined),
      detail: { method: 'enrolment' },
    });
    const again = await fullSignIn(staff.account, fromAddress);
    expect(again.status).toBe(200);
    const [second] = await since(1);
    expect(second).toMatchObject({ kind: 'sign-in', detail: { method: 'authenticator' } });
    expect(second?.client).toBe(await clientTag(env.KEYED_HASH_SECRET, '203.0.113.9'));
    expect(JSON.stringify(await entries())).not.toContain('203.0.113.9');
  });

  it('records each failed step: a wrong password, an unknown account and a wrong code; a right password alone none', async () => {
    expect((await signInRequest(staff.account.email, 'not the password')).status).toBe(401);
    expect((await signInRequest('nobody@pacificspan.example', 'a guess')).status).toBe(401);
    const first = await signInRequest(staff.account.email, staff.account.password);
    expect(first.status).toBe(200);
    expect((await secondFactorRequest(challengeCookieFrom(first), '000000')).status).toBe(401);
    const failed = await since(1);
    expect(failed.map(({ kind, actorId, detail }) => ({ kind, actorId, detail }))).toEqual([
      {
        kind: 'sign-in-failed',
        actorId: staff.member.id,
        detail: { step: 'password', reason: 'wrong-password' },
      },
      { kind: 'sign-in-failed', actorId: null, detail: { step: 'password', reason: 'unknown-account' } },
      {
        kind: 'sign-in-failed',
        actorId: staff.member.id,
        detail: { step: 'second-factor', reason: 'wrong-code' },
      },
    ]);
    expect(JSON.stringify(failed)).not.toContain('nobody@');
  });

  it('records a lockout when the limit refuses an attempt', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInRequest(staff.account.email, `wrong ${attempt}`)).status).toBe(401);
    }
    expect((await signInRequest(staff.account.email, 'wrong again')).status).toBe(429);
    const written = await since(1);
    expect(written.map((entry) => entry.kind)).toEqual([...Array<string>(5).fill('sign-in-failed'), 'lockout']);
    expect(written.at(-1)).toMatchObject({
      actorId: staff.member.id,
      detail: { step: 'password', limit: 'staff-sign-in:pair' },
    });
  });

  it('records a sign-out once, and an ended session only when this request ended it', async () => {
    const other = sessionCookieFrom(await fullSignIn(staff.account));
    const otherId = await sessionIdOf(other.slice(other.indexOf('=') + 1));
    expect((await staff.run(sessionsAction, { body: { intent: 'end', id: otherId } })).status).toBe(200);
    expect((await staff.run(sessionsAction, { body: { intent: 'end', id: otherId } })).status).toBe(404);
    expect((await staff.run(dashboardAction, { body: { intent: 'sign-out' } })).status).toBe(302);
    expect(await kinds()).toEqual(['sign-in', 'sign-in', 'session-ended', 'sign-out']);
    const [endedEntry, signOutEntry] = await since(2);
    expect(endedEntry).toMatchObject({ actorId: staff.member.id, detail: { current: 'no' } });
    expect(signOutEntry).toMatchObject({ actorId: staff.member.id, subject: null });
  });

  it('records NDA code changes by id, never the label or the code; a second revoke and a failed create none', async () => {
    const created = await staff.run(ndaCodesAction, { body: { intent: 'create', label: 'Kainoa Ahina, architect' } });
    expect(created.status).toBe(201);
    const id = created.data.ok && 'created' in created.data ? (created.data.created?.id ?? '') : '';
    expect((await staff.run(ndaCodesAction, { body: { intent: 'revoke', id } })).status).toBe(200);
    expect((await staff.run(ndaCodesAction, { body: { intent: 'revoke', id } })).status).toBe(200);
    const failing = injectFaults(env, [{ target: 'd1-batch', sql: /nda_access_codes/, nth: 1, mode: 'fail-before' }]);
    const refused = await staff.run(ndaCodesAction, {
      body: { intent: 'create', label: 'Never stored' },
      bindings: failing.env,
    });
    expect(refused.status).toBe(503);
    const written = await since(1);
    expect(written.map(({ kind, subject }) => ({ kind, subject }))).toEqual([
      { kind: 'nda-code-created', subject: id },
      { kind: 'nda-code-revoked', subject: id },
    ]);
    expect(JSON.stringify(written)).not.toContain('Kainoa');
  });

  it('records an erasure once, in its batch; a second erase none; a bad request none', async () => {
    const ids = await storeDemoLeads(db);
    const id = ids['seed-contact-1'] ?? '';
    const erase = (leadId: string) =>
      staff.run(leadPageAction, { path: `/admin/leads/${id}`, params: { id }, body: { intent: 'erase', leadId } });
    expect((await erase('another-lead')).status).toBe(400);
    expect((await erase(id)).status).toBe(200);
    expect((await erase(id)).status).toBe(200);
    const written = await since(1);
    expect(written.map(({ kind, subject, actorId }) => ({ kind, subject, actorId }))).toEqual([
      { kind: 'lead-erased', subject: id, actorId: staff.member.id },
    ]);
  });

  it('writes no erasure entry when the erasure batch fails', async () => {
    const ids = await storeDemoLeads(db);
    const id = ids['seed-contact-1'] ?? '';
    const failing = injectFaults(env, [{ target: 'd1-batch', sql: /security_events/, nth: 1, mode: 'fail-before' }]);
    const refused = await staff.run(leadPageAction, {
      path: `/admin/leads/${id}`,
      params: { id },
      body: { intent: 'erase', leadId: id },
      bindings: failing.env,
    });
    expect(refused.status).toBe(503);
    expect(await since(1)).toEqual([]);
  });

  it('records a CSV export with its filters and selection size, never the search words; a refused export none', async () => {
    const ids = await storeDemoLeads(db);
    expect((await staff.run(csvLoader, { path: '/admin/leads.csv?status=nonsense' })).status).toBe(400);
    expect((await staff.run(csvLoader, { path: '/admin/leads.csv?status=new&q=Ortega' })).status).toBe(200);
    const selection = [ids['seed-contact-1'], ids['seed-contact-2']].join(',');
    expect((await staff.run(csvLoader, { path: `/admin/leads.csv?ids=${selection}` })).status).toBe(200);
    const written = await since(1);
    expect(written.map(({ kind, detail }) => ({ kind, detail }))).toEqual([
      { kind: 'leads-exported', detail: { view: 'all matching', filters: 'status,q' } },
      { kind: 'leads-exported', detail: { selected: 2 } },
    ]);
    expect(JSON.stringify(written)).not.toContain('Ortega');
  });
});

const page = (query = '') => staff.run(securityLogLoader, { path: `/admin/security${query}` });
const items = (data: { page: { items: AdminSecurityEvent[] } }) => data.page.items;

/**
 * `count` entries a second apart, ending a minute before now (so the test's own sign-in stays the newest),
 * alternating between two kinds and two members.
 */
async function storeEntries(count: number, now = Date.now()) {
  const other = crypto.randomUUID();
  for (let start = 0; start < count; start += 50) {
    const statements = Array.from({ length: Math.min(50, count - start) }, (_, offset) => {
      const index = start + offset;
      return securityEvent(db, {
        kind: index % 2 ? 'leads-exported' : 'sign-in-failed',
        at: new Date(now - 60_000 - (count - index) * 1000).toISOString(),
        actorId: index % 3 ? staff.member.id : other,
        client: 'c'.repeat(64),
      });
    });
    const [first, ...rest] = statements;
    if (first) await db.batch([first, ...rest]);
  }
  return other;
}

describe('/admin/security: the page', () => {
  it('lists the newest entries first with the members, and pages older ones by position', async () => {
    await storeEntries(120);
    const first = await page();
    expect(first.status).toBe(200);
    const firstItems = items(first.data);
    expect(firstItems).toHaveLength(securityLogPageSize);
    expect(firstItems[0]).toMatchObject({ kind: 'sign-in', member: { id: staff.member.id, name: staff.member.name } });
    expect(firstItems[1]?.client).toBe('cccccccccccc');
    expect(first.data.members).toEqual([{ id: staff.member.id, name: staff.member.name }]);
    const seen = [...firstItems];
    let next = first.data.page.next;
    while (next) {
      const older = await page(`?after=${next}`);
      seen.push(...items(older.data));
      next = older.data.page.next;
    }
    expect(seen).toHaveLength(121);
    expect(new Set(seen.map((item) => item.id)).size).toBe(121);
    const times = seen.map((item) => item.at);
    expect(times).toEqual(times.toSorted().toReversed());
    // An entry written meanwhile does not shift the older pages.
    await storeEntries(1);
    const again = await page(`?after=${first.data.page.next}`);
    expect(items(again.data)[0]?.id).toBe(seen[securityLogPageSize]?.id);
  });

  it('filters by member, kind and period', async () => {
    const other = await storeEntries(12);
    await db.insert(securityEvents).values({
      kind: 'lead-erased',
      at: new Date(Date.now() - 10 * 24 * 60 * 60_000).toISOString(),
      actorId: staff.member.id,
      client: null,
    });
    const byMember = items((await page(`?member=${other}`)).data);
    expect(byMember).toHaveLength(4);
    expect(byMember.every((item) => item.member?.id === other && item.member.name === 'Former member')).toBe(true);
    const byKind = items((await page('?kind=leads-exported')).data);
    expect(byKind).toHaveLength(6);
    expect(items((await page('?kind=lead-erased&period=week')).data)).toEqual([]);
    expect(items((await page('?kind=lead-erased&period=month')).data)).toHaveLength(1);
    const both = items((await page(`?kind=sign-in-failed&member=${staff.member.id}`)).data);
    expect(both.every((item) => item.kind === 'sign-in-failed' && item.member?.id === staff.member.id)).toBe(true);
    expect(both).toHaveLength(4);
  });

  it('answers 400 naming a refused filter, and shows the rest of the view', async () => {
    await storeEntries(4);
    const refused = await page('?kind=coffee&period=week&after=not*a*cursor');
    expect(refused.status).toBe(400);
    expect(refusedFields(refused.data)).toEqual(['after', 'kind']);
    expect(refused.data.query).toMatchObject({ period: 'week' });
    expect(items(refused.data)).toHaveLength(5);
  });

  it('is for signed-in staff only', async () => {
    const anonymous = await runStaffRoute(securityLogLoader, { path: '/admin/security' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe('/admin/login');
  });
});

describe('retention', () => {
  it('the scheduled handler deletes entries older than 400 days and keeps the rest', async () => {
    const day = 24 * 60 * 60_000;
    const now = Date.now();
    await db.insert(securityEvents).values(
      [401, 399, 1].map((days): typeof securityEvents.$inferInsert => ({
        kind: 'sign-out',
        at: new Date(now - days * day).toISOString(),
        actorId: staff.member.id,
        client: null,
      })),
    );
    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    const kept = await entries();
    expect(kept.map((entry) => Math.round((now - Date.parse(entry.at)) / day))).toEqual([0, 399, 1]);
  });
});
