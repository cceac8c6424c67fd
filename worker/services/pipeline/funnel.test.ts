import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { formExamples } from '@site/domain/forms/form-examples';
import { resolvePeriod } from '@site/domain/leads/funnel';
import type { LeadSource, LeadStatus } from '@site/domain/leads/leads';
import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { funnelReports, leadEvents, leads } from '../../db/schema';
import { handleScheduled } from '../../background';
import { funnel, quickFunnel, refreshFunnelReports } from './funnel';

const db = database(env.DB);
const hour = 60 * 60_000;

interface Known {
  id: string;
  source: LeadSource;
  status: LeadStatus;
  createdAt: string;
  estimatedValue?: number;
  /** The statuses staff set, in order, each with its time. */
  changes?: [string, LeadStatus][];
}

/** Stores leads and their status changes as the intake and the audited edit write them. */
async function store(known: Known[]) {
  for (const lead of known) {
    await db.insert(leads).values({
      id: lead.id,
      name: `Lead ${lead.id}`,
      email: `${lead.id}@example.com`,
      location: 'Portland, OR',
      projectType: 'Remodel',
      source: lead.source,
      status: lead.status,
      estimatedValue: lead.estimatedValue ?? null,
      submission: contactSchema.parse(formExamples.contact),
      idempotencyKey: `key-${lead.id}`,
      createdAt: lead.createdAt,
    });
    await db.insert(leadEvents).values({
      leadId: lead.id,
      at: lead.createdAt,
      actor: 'visitor',
      kind: 'created',
      after: { source: lead.source },
    });
    let previous: LeadStatus = 'new';
    for (const [at, status] of lead.changes ?? []) {
      await db.insert(leadEvents).values([
        // A note edit between status changes: an 'updated' event without a status is no contact.
        { leadId: lead.id, at, actor: 'ana@pacificspan.example', kind: 'updated', after: { notes: 'Called' } },
        {
          leadId: lead.id,
          at,
          actor: 'ana@pacificspan.example',
          kind: 'updated',
          before: { status: previous },
          after: { status },
        },
      ]);
      previous = status;
    }
  }
}

const period = { from: '2027-03-01', to: '2027-03-31' };
/** Leads stored without a due time promised nothing: the promise figures stay empty (docs/decisions/078). */
const unpromised = { promised: 0, kept: 0, keptRate: null, answered: 0, medianFirstResponseMs: null };

describe('funnel: the figures of a known month, by hand (docs/product.md §12.8)', () => {
  it('counts per source leads → qualified → won, won value and the median time to first contact', async () => {
    await store([
      // Before and after the period: not counted, however far they went.
      { id: 'feb', source: 'calculator', status: 'won', estimatedValue: 9_999, createdAt: '2027-02-28T23:59:59.999Z' },
      { id: 'apr', source: 'calculator', status: 'won', estimatedValue: 9_999, createdAt: '2027-04-01T00:00:00.000Z' },
      // Calculator, 3 leads: won (contacted after 2 h), lost after being qualified (after 10 h), still new.
      {
        id: 'c1',
        source: 'calculator',
        status: 'won',
        estimatedValue: 120_000,
        createdAt: '2027-03-01T00:00:00.000Z',
        changes: [
          ['2027-03-01T02:00:00.000Z', 'contacted'],
          ['2027-03-03T09:00:00.000Z', 'qualified'],
          ['2027-03-09T09:00:00.000Z', 'won'],
        ],
      },
      {
        id: 'c2',
        source: 'calculator',
        status: 'lost',
        estimatedValue: 40_000,
        createdAt: '2027-03-05T08:00:00.000Z',
        changes: [
          ['2027-03-05T18:00:00.000Z', 'qualified'],
          ['2027-03-06T18:00:00.000Z', 'lost'],
        ],
      },
      { id: 'c3', source: 'calculator', status: 'new', estimatedValue: 60_000, createdAt: '2027-03-20T10:00:00.000Z' },
      // Emergency, 2 leads: won after 30 minutes, the last second of the period contacted after 1 h.
      {
        id: 'e1',
        source: 'emergency',
        status: 'won',
        estimatedValue: 8_500,
        createdAt: '2027-03-12T06:00:00.000Z',
        changes: [
          ['2027-03-12T06:30:00.000Z', 'contacted'],
          ['2027-03-12T10:00:00.000Z', 'won'],
        ],
      },
      {
        id: 'e2',
        source: 'emergency',
        status: 'contacted',
        createdAt: '2027-03-31T23:59:59.000Z',
        changes: [['2027-04-01T00:59:59.000Z', 'contacted']],
      },
      // Contact, 1 lead: a proposal, contacted after 30 h.
      {
        id: 'k1',
        source: 'contact',
        status: 'proposal',
        estimatedValue: 300_000,
        createdAt: '2027-03-15T12:00:00.000Z',
        changes: [
          ['2027-03-16T18:00:00.000Z', 'qualified'],
          ['2027-03-17T18:00:00.000Z', 'proposal'],
        ],
      },
    ]);

    const report = await funnel(db, period);
    expect(report.bySource).toEqual([
      {
        source: 'calculator',
        leads: 3,
        qualified: 2,
        won: 1,
        conversionRate: 33,
        wonValue: 120_000,
        contacted: 2,
        medianToFirstContactMs: 6 * hour, // (2 h + 10 h) / 2
        ...unpromised,
      },
      {
        source: 'emergency',
        leads: 2,
        qualified: 1,
        won: 1,
        conversionRate: 50,
        wonValue: 8_500,
        contacted: 2,
        medianToFirstContactMs: 0.75 * hour, // (0.5 h + 1 h) / 2
        ...unpromised,
      },
      {
        source: 'contact',
        leads: 1,
        qualified: 1,
        won: 0,
        conversionRate: 0,
        wonValue: 0,
        contacted: 1,
        medianToFirstContactMs: 30 * hour,
        ...unpromised,
      },
    ]);
    // 6 leads, qualified 2 + 1 + 1, won 2 (33 %), waits 0.5, 1, 2, 10, 30 h → 2 h.
    expect(report.total).toEqual({
      source: 'all',
      leads: 6,
      qualified: 4,
      won: 2,
      conversionRate: 33,
      wonValue: 128_500,
      contacted: 5,
      medianToFirstContactMs: 2 * hour,
      ...unpromised,
    });
  });

  it('counts a status change stamped before the lead arrived as contact at once', async () => {
    await store([
      {
        id: 'skewed',
        source: 'chat',
        status: 'contacted',
        createdAt: '2027-03-10T12:00:00.000Z',
        changes: [['2027-03-10T11:59:00.000Z', 'contacted']],
      },
    ]);
    expect((await funnel(db, period)).total).toMatchObject({ contacted: 1, medianToFirstContactMs: 0 });
  });

  it('counts the promises settled by now, those kept, and the median first response (docs/decisions/078)', async () => {
    const promised = (id: string, source: LeadSource, createdAt: string, dueAt: string, answeredAt: string | null) =>
      db.insert(leads).values({
        id,
        name: `Lead ${id}`,
        email: `${id}@example.com`,
        location: 'Portland, OR',
        projectType: 'Remodel',
        source,
        submission: contactSchema.parse(formExamples.contact),
        idempotencyKey: `key-${id}`,
        createdAt,
        responseDueAt: dueAt,
        firstResponseAt: answeredAt,
      });
    // Emergencies promised 4 h: answered after 1 h (kept), after 5 h (missed), not at all (missed by now).
    await promised(
      'kept',
      'emergency',
      '2027-03-02T00:00:00.000Z',
      '2027-03-02T04:00:00.000Z',
      '2027-03-02T01:00:00.000Z',
    );
    await promised(
      'late',
      'emergency',
      '2027-03-03T00:00:00.000Z',
      '2027-03-03T04:00:00.000Z',
      '2027-03-03T05:00:00.000Z',
    );
    await promised('silent', 'emergency', '2027-03-04T00:00:00.000Z', '2027-03-04T04:00:00.000Z', null);
    // An intake still inside its two business days on the report's day: settled neither way.
    await promised('running', 'intake', '2027-03-30T16:00:00.000Z', '2027-04-02T07:00:00.000Z', null);
    // A chat lead promised nothing.
    await store([{ id: 'chat', source: 'chat', status: 'new', createdAt: '2027-03-05T10:00:00.000Z' }]);

    const report = await funnel(db, period, Date.parse('2027-03-31T12:00:00.000Z'));
    expect(report.bySource.find((row) => row.source === 'emergency')).toMatchObject({
      promised: 3,
      kept: 1,
      keptRate: 33,
      answered: 2,
      medianFirstResponseMs: 3 * hour, // (1 h + 5 h) / 2
    });
    expect(report.bySource.find((row) => row.source === 'intake')).toMatchObject({ promised: 0, keptRate: null });
    expect(report.total).toMatchObject({ leads: 5, promised: 3, kept: 1, answered: 2 });
  });

  it('answers an empty report for a period without leads', async () => {
    await store([{ id: 'feb', source: 'bid', status: 'new', createdAt: '2027-02-10T10:00:00.000Z' }]);
    const report = await funnel(db, period);
    expect(report.bySource).toEqual([]);
    expect(report.total).toMatchObject({ leads: 0, medianToFirstContactMs: null });
  });
});

describe('the quick periods, stored by the cron (docs/decisions/069)', () => {
  const now = Date.parse('2027-03-31T15:00:00.000Z');
  const minute = 60_000;
  const march: Known[] = [
    {
      id: 'won',
      source: 'bid',
      status: 'won',
      estimatedValue: 40_000,
      createdAt: '2027-03-20T10:00:00.000Z',
      changes: [
        ['2027-03-20T12:00:00.000Z', 'qualified'],
        ['2027-03-25T12:00:00.000Z', 'won'],
      ],
    },
    { id: 'waiting', source: 'chat', status: 'new', createdAt: '2027-03-30T09:00:00.000Z' },
    { id: 'old', source: 'contact', status: 'new', createdAt: '2026-12-01T09:00:00.000Z' },
  ];

  it('stores each quick period with the figures of the period computed as asked, and when', async () => {
    await store(march);
    await refreshFunnelReports(db, now);
    const stored = await db.select().from(funnelReports).orderBy(funnelReports.days);
    expect(stored.map(({ days, toDay, computedAt }) => ({ days, toDay, computedAt }))).toEqual(
      ['30', '365', '90'].map((days) => ({ days, toDay: '2027-03-31', computedAt: new Date(now).toISOString() })),
    );
    for (const days of ['30', '90', '365'] as const) {
      const asked = await funnel(db, resolvePeriod({ days }, now), now);
      expect(await quickFunnel(db, days, now)).toEqual({ ...asked, asOf: new Date(now).toISOString() });
    }
    expect((await quickFunnel(db, '30', now)).total).toMatchObject({
      leads: 2,
      qualified: 1,
      won: 1,
      wonValue: 40_000,
    });
    expect((await quickFunnel(db, '365', now)).total.leads).toBe(3);
  });

  it('reads the stored figures until the next refresh, which shows a new lead', async () => {
    await store(march);
    await refreshFunnelReports(db, now);
    await store([{ id: 'late', source: 'chat', status: 'new', createdAt: '2027-03-31T15:00:10.000Z' }]);
    const before = await quickFunnel(db, '30', now + 30_000);
    expect(before.total.leads).toBe(2);
    expect(before.asOf).toBe(new Date(now).toISOString());

    await refreshFunnelReports(db, now + minute);
    const after = await quickFunnel(db, '30', now + minute + 30_000);
    expect(after.total.leads).toBe(3);
    expect(after.bySource).toMatchObject([
      { source: 'chat', leads: 2 },
      { source: 'bid', leads: 1 },
    ]);
    expect(after.asOf).toBe(new Date(now + minute).toISOString());
  });

  it('computes and stores the report on the first read of a fresh database or of a new day', async () => {
    await store(march);
    const fresh = await quickFunnel(db, '90', now);
    expect(fresh).toMatchObject({ total: { leads: 2 }, asOf: new Date(now).toISOString() });
    expect(await db.select({ days: funnelReports.days }).from(funnelReports)).toEqual([{ days: '90' }]);

    const tomorrow = now + 24 * 60 * minute;
    const nextDay = await quickFunnel(db, '90', tomorrow);
    expect(nextDay.period).toMatchObject({ to: '2027-04-01' });
    expect(nextDay.asOf).toBe(new Date(tomorrow).toISOString());
    // The same day again reads what the first read stored.
    expect((await quickFunnel(db, '90', tomorrow + minute)).asOf).toBe(new Date(tomorrow).toISOString());
  });

  it("stores the reports from the Worker's scheduled handler", async () => {
    await handleScheduled(createScheduledController({ cron: '* * * * *' }), env);
    const stored = await db.select().from(funnelReports);
    expect(stored.map(({ days }) => days).toSorted()).toEqual(['30', '365', '90']);
    expect(stored.every(({ toDay }) => toDay === new Date().toISOString().slice(0, 10))).toBe(true);
  });
});
