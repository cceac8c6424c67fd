import type {
  AdminAnalytics,
  AdminConversation,
  AdminConversationSummary,
  AdminLead,
  AdminLeadDetail,
  AdminNdaCode,
  AdminNdaCodeCreated,
  AdminProject,
  ProjectInput,
} from '@site/domain/admin';
import { maxPageSize, staleEditMessages } from '@site/domain/admin';
import { formExamples } from '@site/domain/form-examples';
import { intakeSchema } from '@site/domain/intake';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedLeads } from '../../scripts/seed-data';
import { database } from '../db/client';
import { leadEvents, leads, projectEvents, staff as staffTable } from '../db/schema';
import { saveExchange } from '../services/conversations';
import { recordLead } from '../services/leads';
import { callApi, fromClient, postJson } from '../test/requests';
import { signedInStaff, storeStaffAccount } from '../test/staff';
import { adminAnswers } from './admin/guards';

const db = database(env.DB);

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let staff: Staff;

/**
 * The seven demo leads, with known creation times one day apart (the first is the oldest), so order,
 * weeks and filters are predictable: contact Maya, contact Daniel, intake Keoni (Hawaii), calculator Dana
 * (Oregon), partner Ruth, emergency Marco (California, the only urgent one), bid Priya (California).
 */
const firstDay = Date.now() - 20 * 86_400_000;
async function storeDemoLeads(): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [index, lead] of seedLeads.entries()) {
    const result = await recordLead(db, lead);
    if (result.outcome !== 'created') throw new Error('Demo lead was not created');
    ids[lead.idempotencyKey] = result.id;
    const at = new Date(firstDay + index * 86_400_000).toISOString();
    await db.update(leads).set({ createdAt: at, updatedAt: at }).where(eq(leads.id, result.id));
  }
  return ids;
}

const json = async <T>(response: Response | Promise<Response>, status = 200): Promise<T> => {
  const answered = await response;
  expect(answered.status).toBe(status);
  return answered.json<T>();
};

const names = (list: AdminLead[]) => list.map((lead) => lead.name);

const search = async (q: string) =>
  names(await json<AdminLead[]>(staff.call(`/api/admin/leads?q=${encodeURIComponent(q)}`)));

const useCode = (accessCode: string, key: string) =>
  postJson(
    '/api/nda-access',
    { ...formExamples.nda, accessCode },
    fromClient('192.0.2.77', `admin-test-${key}-0000000000`),
  );

beforeEach(async () => {
  staff = await signedInStaff();
});

describe('the guard of /api/admin', () => {
  const paths = [
    '/api/admin/leads',
    '/api/admin/leads/some-id',
    '/api/admin/leads.csv',
    '/api/admin/projects',
    '/api/admin/analytics',
    '/api/admin/nda-codes',
    '/api/admin/conversations',
    '/api/admin/conversations/some-id',
    '/api/admin/no-such-thing',
  ];

  it.each(paths)('GET %s without a session is 401 with a message, logged, never cached', async (path) => {
    const response = await callApi(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: adminAnswers.signInRequired });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses writes without a session too', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/admin/leads/x'],
      ['POST', '/api/admin/projects'],
      ['PATCH', '/api/admin/projects/x'],
      ['POST', '/api/admin/nda-codes'],
      ['DELETE', '/api/admin/nda-codes/x'],
    ] as const) {
      const response = await callApi(path, { method, headers: { 'content-type': 'application/json' }, body: '{}' });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
  });

  it('refuses a cross-site write with 403 even with a valid session, and writes nothing', async () => {
    const ids = await storeDemoLeads();
    const id = ids['seed-bid-1'] ?? '';
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const response = await staff.send('PATCH', `/api/admin/leads/${id}`, { status: 'won' }, headers);
      expect({ headers, status: response.status }).toEqual({ headers, status: 403 });
      expect(await response.json()).toEqual({ message: adminAnswers.crossSite });
    }
    expect(
      (await staff.send('DELETE', '/api/admin/session', undefined, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const [lead] = await db.select().from(leads).where(eq(leads.id, id)).all();
    expect(lead?.status).toBe('new');
    expect((await callApi('/api/admin/session', { headers: { cookie: staff.cookie } })).status).toBe(200);
  });

  it('lets a same-origin write through (Origin and Sec-Fetch-Site of the admin page)', async () => {
    const ids = await storeDemoLeads();
    const response = await staff.send('PATCH', `/api/admin/leads/${ids['seed-bid-1']}`, { status: 'won' });
    expect(response.status).toBe(200);
  });

  it('answers an unknown admin path with a JSON 404 once signed in', async () => {
    expect((await staff.call('/api/admin/no-such-thing')).status).toBe(404);
  });
});

describe('GET /api/admin/leads', () => {
  it('lists every lead: urgent emergencies first, then newest first, with the admin fields', async () => {
    await storeDemoLeads();
    const list = await json<AdminLead[]>(staff.call('/api/admin/leads'));
    expect(names(list)).toEqual([
      'Marco Bellini',
      'Priya Raman',
      'Ruth Lindqvist',
      'Not provided',
      'Keoni Makoa',
      'Daniel Ortega',
      'Maya Kealoha',
    ]);
    const [urgent] = list;
    expect(urgent).toMatchObject({ source: 'emergency', isUrgent: true, urgency: expect.any(String), status: 'new' });
    expect(list.find((lead) => lead.source === 'calculator')?.estimatedValue).toBeGreaterThan(0);
    expect(list.find((lead) => lead.name === 'Daniel Ortega')).not.toHaveProperty('phone');
  });

  it('searches name, e-mail and company, ignoring case', async () => {
    await storeDemoLeads();
    expect(await search('mAyA')).toEqual(['Maya Kealoha']);
    expect(await search('DIABLORETAIL.example')).toEqual(['Priya Raman']);
    expect(await search('ohana trust')).toEqual(['Keoni Makoa']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('filters by status and by source, together with the search; an empty filter is no filter', async () => {
    const ids = await storeDemoLeads();
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-2']}`, { status: 'won' });
    expect(names(await json(staff.call('/api/admin/leads?status=won')))).toEqual(['Daniel Ortega']);
    expect(names(await json(staff.call('/api/admin/leads?source=contact')))).toEqual(['Daniel Ortega', 'Maya Kealoha']);
    expect(names(await json(staff.call('/api/admin/leads?source=contact&status=new')))).toEqual(['Maya Kealoha']);
    expect(names(await json(staff.call('/api/admin/leads?source=contact&q=ortega')))).toEqual(['Daniel Ortega']);
    expect(await json<AdminLead[]>(staff.call('/api/admin/leads?q=&status=&source='))).toHaveLength(7);
  });

  it('answers an unknown status or source with 400 and field messages', async () => {
    const response = await staff.call('/api/admin/leads?status=maybe&source=fax');
    expect(response.status).toBe(400);
    const body = await response.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors).toSorted()).toEqual(['source', 'status']);
  });
});

describe('GET /api/admin/leads/:id', () => {
  it('answers the lead with the whole submission and its timeline', async () => {
    const ids = await storeDemoLeads();
    const detail = await json<AdminLeadDetail>(staff.call(`/api/admin/leads/${ids['seed-contact-1']}`));
    expect(detail).toMatchObject({ name: 'Maya Kealoha', source: 'contact' });
    expect(detail.submission).toMatchObject({ subject: 'Lanai addition in Kailua', phone: '(808) 555-0107' });
    expect(detail.events).toEqual([
      {
        at: expect.any(String),
        actor: 'visitor',
        kind: 'created',
        after: expect.objectContaining({ source: 'contact', name: 'Maya Kealoha' }),
      },
    ]);
  });

  it('answers an unknown id with 404', async () => {
    const response = await staff.call('/api/admin/leads/no-such-lead');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No lead with id "no-such-lead".' });
  });
});

describe('PATCH /api/admin/leads/:id', () => {
  it('changes status, estimate and notes from the whole edited lead, and records who changed what', async () => {
    const ids = await storeDemoLeads();
    const id = ids['seed-intake-1'] ?? '';
    const [before] = await json<AdminLead[]>(staff.call('/api/admin/leads?q=keoni'));
    if (!before) throw new Error('Keoni is missing');
    const edited = {
      ...before,
      status: 'qualified',
      estimatedValue: 420_000,
      notes: 'Site visit booked',
      name: 'Hacked Name',
      source: 'chat',
    };
    const updated = await json<AdminLead>(staff.send('PATCH', `/api/admin/leads/${id}`, edited));
    expect(updated).toMatchObject({
      id,
      status: 'qualified',
      estimatedValue: 420_000,
      notes: 'Site visit booked',
      name: 'Keoni Makoa',
      source: 'intake',
    });
    expect(updated.updatedAt > before.updatedAt).toBe(true);

    const detail = await json<AdminLeadDetail>(staff.call(`/api/admin/leads/${id}`));
    expect(detail.events.map((event) => event.kind)).toEqual(['created', 'updated']);
    expect(detail.events[1]).toEqual({
      at: expect.any(String),
      actor: staff.member.email,
      kind: 'updated',
      before: { status: 'new', estimatedValue: null, notes: null },
      after: { status: 'qualified', estimatedValue: 420_000, notes: 'Site visit booked' },
    });
  });

  it('records only the fields that changed, and nothing when nothing changed', async () => {
    const ids = await storeDemoLeads();
    const id = ids['seed-calculator-1'] ?? '';
    const [lead] = await db.select().from(leads).where(eq(leads.id, id)).all();
    await staff.send('PATCH', `/api/admin/leads/${id}`, {
      status: 'new',
      estimatedValue: lead?.estimatedValue,
      notes: '',
    });
    await staff.send('PATCH', `/api/admin/leads/${id}`, { status: 'contacted', estimatedValue: lead?.estimatedValue });
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    expect(events.map((event) => [event.kind, event.before, event.after])).toEqual([
      ['created', null, expect.any(Object)],
      ['updated', { status: 'new' }, { status: 'contacted' }],
    ]);
  });

  it('answers an unknown id with 404 and a bad body with 400 and field messages, writing nothing', async () => {
    const ids = await storeDemoLeads();
    expect((await staff.send('PATCH', '/api/admin/leads/no-such-lead', { status: 'won' })).status).toBe(404);
    const bad = await staff.send('PATCH', `/api/admin/leads/${ids['seed-bid-1']}`, {
      status: 'sold',
      estimatedValue: -5,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json<{ fieldErrors: object }>()).fieldErrors).toSorted()).toEqual([
      'estimatedValue',
      'status',
    ]);
    expect((await staff.send('PATCH', `/api/admin/leads/${ids['seed-bid-1']}`, 'not json')).status).toBe(400);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all()).toHaveLength(0);
  });
});

describe('owner and follow-up day', () => {
  it('assigns an active staff member and a follow-up day, shown with the lead and audited', async () => {
    const ids = await storeDemoLeads();
    const id = ids['seed-bid-1'] ?? '';
    const colleague = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
    const updated = await json<AdminLead>(
      staff.send('PATCH', `/api/admin/leads/${id}`, { ownerId: colleague.id, followUpOn: '2026-12-01' }),
    );
    expect(updated).toMatchObject({ owner: { id: colleague.id, name: 'Kai Lono' }, followUpOn: '2026-12-01' });
    const [listed] = await json<AdminLead[]>(staff.call('/api/admin/leads?q=priya'));
    expect(listed?.owner).toEqual({ id: colleague.id, name: 'Kai Lono' });
    const detail = await json<AdminLeadDetail>(staff.call(`/api/admin/leads/${id}`));
    expect(detail.events.at(-1)).toMatchObject({
      kind: 'updated',
      before: { ownerId: null, followUpOn: null },
      after: { ownerId: colleague.id, followUpOn: '2026-12-01' },
    });
    const released = await json<AdminLead>(staff.send('PATCH', `/api/admin/leads/${id}`, { ownerId: null }));
    expect(released.owner).toBeUndefined();
  });

  it('refuses an unknown or disabled owner and a malformed day with 400, writing nothing', async () => {
    const ids = await storeDemoLeads();
    const id = ids['seed-bid-1'] ?? '';
    const gone = await storeStaffAccount('gone@pacificspan.example', 'Gone Away');
    await db.update(staffTable).set({ disabledAt: new Date().toISOString() }).where(eq(staffTable.id, gone.id));
    for (const ownerId of ['no-such-staff', gone.id]) {
      const refused = await staff.send('PATCH', `/api/admin/leads/${id}`, { ownerId });
      expect(refused.status).toBe(400);
      expect((await refused.json<{ fieldErrors: object }>()).fieldErrors).toEqual({
        ownerId: 'Choose an active staff member',
      });
    }
    const badDay = await staff.send('PATCH', `/api/admin/leads/${id}`, { followUpOn: '31/12/2026' });
    expect(badDay.status).toBe(400);
    expect(Object.keys((await badDay.json<{ fieldErrors: object }>()).fieldErrors)).toEqual(['followUpOn']);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all()).toHaveLength(0);
  });
});

/** The next page's URL from a list answer's Link header. */
const nextOf = (response: Response) => /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];

describe('paging GET /api/admin/leads', () => {
  it('walks every lead once, in the list order, a bounded page at a time', async () => {
    await storeDemoLeads();
    const everyLead = names(await json<AdminLead[]>(staff.call('/api/admin/leads')));
    expect(everyLead).toHaveLength(seedLeads.length);
    const walked: string[] = [];
    let url: string | undefined = '/api/admin/leads?limit=3';
    let pages = 0;
    while (url) {
      const response: Response = await staff.call(url);
      const page = await json<AdminLead[]>(response);
      expect(page.length).toBeLessThanOrEqual(3);
      walked.push(...names(page));
      url = nextOf(response);
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(seedLeads.length / 3));
    expect(walked).toEqual(everyLead);
  });

  it('keeps the filter across pages and refuses an unbounded page or a forged cursor', async () => {
    await storeDemoLeads();
    const first = await staff.call('/api/admin/leads?source=contact&limit=1');
    expect(names(await json<AdminLead[]>(first))).toEqual(['Daniel Ortega']);
    const second = await json<AdminLead[]>(staff.call(nextOf(first) ?? ''));
    expect(names(second)).toEqual(['Maya Kealoha']);
    expect((await staff.call(`/api/admin/leads?limit=${maxPageSize + 1}`)).status).toBe(400);
    expect((await staff.call('/api/admin/leads?cursor=%3Cscript%3E')).status).toBe(400);
    expect(names(await json<AdminLead[]>(staff.call('/api/admin/leads?cursor=bm90LWpzb24')))).toHaveLength(
      seedLeads.length,
    );
  });
});

describe('concurrent edits', () => {
  it('answer a stale lead edit with 409 and the current lead, writing nothing; the fresh one is audited', async () => {
    const ids = await storeDemoLeads();
    const id = ids['seed-contact-1'] ?? '';
    const loaded = await json<AdminLead>(staff.call(`/api/admin/leads/${id}`));
    const first = await json<AdminLead>(
      staff.send('PATCH', `/api/admin/leads/${id}`, { ...loaded, status: 'contacted', notes: 'Called Monday' }),
    );
    const stale = await staff.send('PATCH', `/api/admin/leads/${id}`, { ...loaded, status: 'lost', notes: 'Dead' });
    expect(stale.status).toBe(409);
    const answer = await stale.json<{ message: string; current: AdminLead }>();
    expect(answer.message).toBe(staleEditMessages.lead);
    expect(answer.current).toMatchObject({
      id,
      status: 'contacted',
      notes: 'Called Monday',
      updatedAt: first.updatedAt,
    });

    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).all();
    const updates = events.filter((event) => event.kind === 'updated');
    expect(updates.map((event) => [event.before, event.after])).toEqual([
      [
        { status: loaded.status, notes: loaded.notes ?? null },
        { status: 'contacted', notes: 'Called Monday' },
      ],
    ]);

    const retried = await json<AdminLead>(
      staff.send('PATCH', `/api/admin/leads/${id}`, { ...answer.current, status: 'lost' }),
    );
    expect(retried.status).toBe('lost');
  });

  it('answer a stale project edit with 409 and the current project', async () => {
    const created = await json<AdminProject>(staff.send('POST', '/api/admin/projects', newProject), 201);
    await json<AdminProject>(staff.send('PATCH', `/api/admin/projects/${created.id}`, { ...created, progress: 40 }));
    const stale = await staff.send('PATCH', `/api/admin/projects/${created.id}`, { ...created, progress: 10 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message: staleEditMessages.project,
      current: { ...created, progress: 40, updatedAt: expect.any(String) },
    });
    const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, created.id)).all();
    expect(events.map((event) => event.kind)).toEqual(['created', 'updated']);
  });
});

describe('GET /api/admin/leads.csv', () => {
  it('exports the filtered leads as an attachment: header row, every field, formulas neutralised', async () => {
    const ids = await storeDemoLeads();
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-1']}`, {
      status: 'contacted',
      notes: '=HYPERLINK("http://evil.example")',
    });
    const response = await staff.call('/api/admin/leads.csv?source=contact');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Created,Updated,Source,Status,Urgent,Urgency,Name,Email,Phone,Company,Location,Project Type,Estimated Value (USD),Notes',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^[\w-]+,.*,contact,new,no,,Daniel Ortega,d\.ortega@example\.com,,,Not provided,Contact: Tenant improvement in Walnut Creek,,$/,
    );
    expect(lines[2]).toContain(
      `,contact,contacted,no,,Maya Kealoha,maya.kealoha@example.com,(808) 555-0107,,Not provided,`,
    );
    expect(lines[2]?.endsWith(`,"'=HYPERLINK(""http://evil.example"")"`)).toBe(true);
    expect(lines[3]).toBe('');
  });

  it('quotes a cell holding ; so spreadsheets that split on ; keep it whole and its formula guarded', async () => {
    const ids = await storeDemoLeads();
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-1']}`, { status: 'new', notes: 'call;=cmd()' });
    const text = await (await staff.call('/api/admin/leads.csv?source=contact')).text();
    expect(text).toContain(',"call;=cmd()"\r\n');
  });

  it('is 401 without a session and 400 for a bad filter', async () => {
    expect((await callApi('/api/admin/leads.csv')).status).toBe(401);
    expect((await staff.call('/api/admin/leads.csv?status=maybe')).status).toBe(400);
  });
});

const newProject: ProjectInput = {
  name: 'Lahaina Community Center',
  client: 'West Maui Trust',
  location: 'Lahaina, Hawaii',
  type: 'Commercial Construction',
  status: 'planning',
  progress: 0,
  budget: 3_400_000,
};

describe('/api/admin/projects', () => {
  it('adds a project (201), lists it, and edits it with an audit trail', async () => {
    const created = await json<AdminProject>(staff.send('POST', '/api/admin/projects', newProject), 201);
    expect(created).toEqual({ id: expect.any(String), updatedAt: expect.any(String), ...newProject });
    expect(await json<AdminProject[]>(staff.call('/api/admin/projects'))).toEqual([created]);

    const updated = await json<AdminProject>(
      staff.send('PATCH', `/api/admin/projects/${created.id}`, {
        ...created,
        status: 'in-progress',
        progress: 20,
        actualCost: 650_000,
      }),
    );
    expect(updated).toEqual({
      ...created,
      status: 'in-progress',
      progress: 20,
      actualCost: 650_000,
      updatedAt: expect.any(String),
    });
    const events = await db.select().from(projectEvents).where(eq(projectEvents.projectId, created.id)).all();
    expect(events.map((event) => [event.actor, event.kind, event.before, event.after])).toEqual([
      [staff.member.email, 'created', null, expect.objectContaining({ name: newProject.name })],
      [
        staff.member.email,
        'updated',
        { status: 'planning', progress: 0, actualCost: null },
        { status: 'in-progress', progress: 20, actualCost: 650_000 },
      ],
    ]);
  });

  it('answers bad input with 400 and the field messages, and an unknown id with 404', async () => {
    const bad = await staff.send('POST', '/api/admin/projects', { ...newProject, name: ' ', progress: 140 });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ fieldErrors: object }>()).fieldErrors).toEqual({
      name: 'Project name is required',
      progress: 'Progress is 0 to 100',
    });
    expect((await staff.send('PATCH', '/api/admin/projects/no-such-project', { progress: 5 })).status).toBe(404);
    expect((await staff.send('PATCH', '/api/admin/projects/no-such-project', { status: 'done' })).status).toBe(400);
  });
});

describe('GET /api/admin/analytics', () => {
  it('answers the summary cards, sources, regions and weeks of a known data set', async () => {
    const ids = await storeDemoLeads();
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-bid-1']}`, { status: 'won', estimatedValue: 900_000 });
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-partner-1']}`, { status: 'won', estimatedValue: 100_000 });
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-1']}`, { status: 'lost' });
    for (const [status, name] of [
      ['in-progress', 'One'],
      ['in-progress', 'Two'],
      ['completed', 'Three'],
    ] as const) {
      await staff.send('POST', '/api/admin/projects', { ...newProject, name, status });
    }
    const [calculator] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, ids['seed-calculator-1'] ?? ''))
      .all();
    const calculatorEstimate = calculator?.estimatedValue ?? 0;
    expect(calculatorEstimate).toBeGreaterThan(0);

    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.summary).toEqual({
      totalLeads: 7,
      activeProjects: 2,
      pipelineValue: 1_000_000 + calculatorEstimate,
      conversionRate: 29,
    });
    expect(analytics.bySource).toEqual([
      { key: 'calculator', count: 1, share: 15 },
      { key: 'intake', count: 1, share: 14 },
      { key: 'contact', count: 2, share: 29 },
      { key: 'nda', count: 0, share: 0 },
      { key: 'partner', count: 1, share: 14 },
      { key: 'emergency', count: 1, share: 14 },
      { key: 'bid', count: 1, share: 14 },
      { key: 'recommendation', count: 0, share: 0 },
      { key: 'chat', count: 0, share: 0 },
    ]);
    expect(analytics.byRegion.map(({ key, count }) => [key, count])).toEqual([
      ['California', 2],
      ['Oregon', 1],
      ['Hawaii', 1],
      ['Unknown', 3],
    ]);
    expect(analytics.perWeek).toHaveLength(12);
    expect(
      analytics.perWeek.every(
        (week) => /^\d{4}-\d{2}-\d{2}$/.test(week.weekStart) && new Date(week.weekStart).getUTCDay() === 1,
      ),
    ).toBe(true);
  });

  it('reads regions from cities and abbreviations and counts leads without one as Unknown', async () => {
    for (const [index, projectLocation] of ['Portland, OR', 'Honolulu', 'LA', 'Somewhere else'].entries()) {
      await recordLead(db, {
        idempotencyKey: `region-${index}`,
        submission: { source: 'intake', data: intakeSchema.parse({ ...formExamples.intake, projectLocation }) },
      });
    }
    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.byRegion).toEqual([
      { key: 'California', count: 1, share: 25 },
      { key: 'Oregon', count: 1, share: 25 },
      { key: 'Hawaii', count: 1, share: 25 },
      { key: 'Unknown', count: 1, share: 25 },
    ]);
  });

  it("counts this week's leads in the last week", async () => {
    await storeDemoLeads();
    await db.update(leads).set({ createdAt: new Date().toISOString() });
    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.perWeek.at(-1)?.count).toBe(7);
  });

  it('is all zeros with no leads', async () => {
    const analytics = await json<AdminAnalytics>(staff.call('/api/admin/analytics'));
    expect(analytics.summary).toEqual({ totalLeads: 0, activeProjects: 0, pipelineValue: 0, conversionRate: 0 });
    expect(analytics.bySource.every((entry) => entry.count === 0 && entry.share === 0)).toBe(true);
  });
});

describe('/api/admin/nda-codes', () => {
  it('creates a code shown once, which opens the portal, lists it without the code, and revokes it', async () => {
    const created = await json<AdminNdaCodeCreated>(
      staff.send('POST', '/api/admin/nda-codes', { label: 'Island Land Partners' }),
      201,
    );
    expect(created).toEqual({
      id: expect.any(String),
      label: 'Island Land Partners',
      createdAt: expect.any(String),
      code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
    });
    expect((await useCode(created.code, 'first')).status).toBe(201);

    const listed = await json<AdminNdaCode[]>(staff.call('/api/admin/nda-codes'));
    expect(listed).toEqual([{ id: created.id, label: 'Island Land Partners', createdAt: created.createdAt }]);
    expect(JSON.stringify(listed)).not.toContain(created.code);

    expect((await staff.send('DELETE', `/api/admin/nda-codes/${created.id}`)).status).toBe(204);
    expect((await useCode(created.code, 'second')).status).toBe(403);
    const [revoked] = await json<AdminNdaCode[]>(staff.call('/api/admin/nda-codes'));
    expect(revoked?.revokedAt).toEqual(expect.any(String));
    expect((await staff.send('DELETE', `/api/admin/nda-codes/${created.id}`)).status).toBe(204);
  });

  it('answers a missing label with 400 and an unknown id with 404', async () => {
    const bad = await staff.send('POST', '/api/admin/nda-codes', { label: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ fieldErrors: object }>()).fieldErrors).toEqual({ label: 'Say who the code is for' });
    expect((await staff.send('DELETE', '/api/admin/nda-codes/no-such-code')).status).toBe(404);
  });
});

describe('/api/admin/conversations', () => {
  it('lists conversations newest first with their first question, and shows one in full', async () => {
    await saveExchange(db, 'older-session', 'Do you build in Hawaii?', {
      response: 'Yes, on every island.',
      answeredBy: 'built-in',
    });
    await saveExchange(db, 'older-session', 'And Oregon?', { response: 'Yes, Portland too.', answeredBy: 'model' });
    await saveExchange(db, 'newer-session', 'What are your hours?', {
      response: '9-4pm Monday to Friday.',
      answeredBy: 'built-in',
    });
    await env.DB.prepare(
      `update chat_conversations set updated_at = '2020-01-01T00:00:00.000Z' where id = 'older-session'`,
    ).run();

    const list = await json<AdminConversationSummary[]>(staff.call('/api/admin/conversations'));
    expect(list.map(({ id, messageCount, firstQuestion }) => ({ id, messageCount, firstQuestion }))).toEqual([
      { id: 'newer-session', messageCount: 2, firstQuestion: 'What are your hours?' },
      { id: 'older-session', messageCount: 4, firstQuestion: 'Do you build in Hawaii?' },
    ]);

    const full = await json<AdminConversation>(staff.call('/api/admin/conversations/older-session'));
    expect(full.messages.map(({ role, content, answeredBy }) => ({ role, content, answeredBy }))).toEqual([
      { role: 'user', content: 'Do you build in Hawaii?', answeredBy: undefined },
      { role: 'assistant', content: 'Yes, on every island.', answeredBy: 'built-in' },
      { role: 'user', content: 'And Oregon?', answeredBy: undefined },
      { role: 'assistant', content: 'Yes, Portland too.', answeredBy: 'model' },
    ]);
    expect(full.messages[0]?.at).toEqual(expect.any(String));
  });

  it('pages most recently active first, a bounded page at a time, and refuses a bad page or cursor', async () => {
    const activity = [
      ['c-2021', '2021-01-01T00:00:00.000Z'],
      ['c-2024-a', '2024-06-01T00:00:00.000Z'],
      ['c-2024-b', '2024-06-01T00:00:00.000Z'],
      ['c-2023', '2023-01-01T00:00:00.000Z'],
      ['c-2025', '2025-01-01T00:00:00.000Z'],
    ] as const;
    for (const [id, updatedAt] of activity) {
      await saveExchange(db, id, `Question from ${id}`, { response: 'Answer.', answeredBy: 'built-in' });
      await env.DB.prepare('update chat_conversations set updated_at = ? where id = ?').bind(updatedAt, id).run();
    }
    // Newest activity first; the same moment is ordered by id, so a page boundary there loses nothing.
    const expected = ['c-2025', 'c-2024-b', 'c-2024-a', 'c-2023', 'c-2021'];
    const first = await staff.call('/api/admin/conversations?limit=2');
    const firstPage = await json<AdminConversationSummary[]>(first);
    expect(firstPage.map((summary) => summary.id)).toEqual(['c-2025', 'c-2024-b']);
    expect(firstPage[0]?.firstQuestion).toBe('Question from c-2025');

    // A conversation that starts while staff read must not shift the pages already handed out.
    await saveExchange(db, 'c-new', 'Arrived meanwhile', { response: 'Answer.', answeredBy: 'built-in' });
    const walked = firstPage.map((summary) => summary.id);
    let url = nextOf(first);
    while (url) {
      const response: Response = await staff.call(url);
      const page = await json<AdminConversationSummary[]>(response);
      expect(page.length).toBeGreaterThan(0);
      expect(page.length).toBeLessThanOrEqual(2);
      walked.push(...page.map((summary) => summary.id));
      url = nextOf(response);
    }
    expect(walked).toEqual(expected);

    const everything = await json<AdminConversationSummary[]>(staff.call('/api/admin/conversations'));
    expect(everything.map((summary) => summary.id)).toEqual(['c-new', ...expected]);
    expect((await staff.call('/api/admin/conversations')).headers.get('link')).toBeNull();
    expect((await staff.call('/api/admin/conversations?limit=0')).status).toBe(400);
    expect((await staff.call(`/api/admin/conversations?limit=${maxPageSize + 1}`)).status).toBe(400);
    expect((await staff.call('/api/admin/conversations?cursor=%3Cscript%3E')).status).toBe(400);
  });

  it('answers an unknown conversation with 404', async () => {
    expect((await staff.call('/api/admin/conversations/nope')).status).toBe(404);
  });
});
