import { bulkMessages } from '@site/domain/staff/bulk-changes';
import { leadEditMessages, staleEditMessages } from '@site/domain/staff/lead-edits';
import { leadSortColumns, type AdminLead, type LeadSortColumn } from '@site/domain/staff/lead-table';
import { defaultPageSize } from '@site/domain/staff/paging';
import { type StaffMember } from '@site/domain/staff/sign-in';
import { exampleSourceCounts } from '@site/domain/staff/examples';
import { formExamples } from '@site/domain/forms/form-examples';
import { intakeSchema } from '@site/domain/lead-forms/intake-schema';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { database } from '../../worker/db/client';
import {
  chatConversations,
  chatMessages,
  leadEvents,
  leads,
  projectEvents,
  staffSessions,
  staff as staffTable,
} from '../../worker/db/schema';
import { saveExchange } from '../../worker/services/chat/conversations';
import { sha256Hex } from '../../worker/services/protection/crypto';
import { recordLead } from '../../worker/services/lead-forms/leads';
import { deviceHintOf } from '../../worker/services/staff/staff-sessions';
import { demoLeadsBeforeEach, keoniEdit, newProject, storeDemoLeads } from '../../worker/test/staff-data';
import { restoreEmailSettingsAfterEach } from '../../worker/test/notifications';
import { fromClient, postJson } from '../../worker/test/requests';
import {
  challengeCookieFrom,
  enrolledStaffAccount,
  fullSignIn,
  secondFactorRequest,
  sessionCookieFrom,
  signInRequest,
  storeStaffAccount,
} from '../../worker/test/staff';
import { storeTableLeads, tableOrder, today, type TableLead } from './test/lead-table';
import { isSignedIn, refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { conversationsLoader } from './conversations.server';
import { dashboardAction, dashboardLoader } from './dashboard.server';
import { leadsAction, leadsLoader } from './leads.server';
import { ndaCodesAction, ndaCodesLoader } from './nda-codes.server';
import { projectsAction, projectsLoader } from './projects.server';
import { sessionsAction, sessionsLoader } from './sessions.server';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

restoreEmailSettingsAfterEach();

/** The lead list's page for the address's query, as the Leads tab reads it. */
const leadList = (query = '') => staff.run(leadsLoader, { path: `/admin?${query}` });

const names = (list: AdminLead[]) => list.map((lead) => lead.name);
const listed = async (query = '') => {
  const answer = await leadList(query);
  expect(answer.status).toBe(200);
  return answer.data.page.items;
};
const search = async (q: string) => names(await listed(`q=${encodeURIComponent(q)}`));

/** The edit dialog or the bulk bar of the Leads tab: the list's action. */
const listAction = (body: unknown) => staff.run(leadsAction, { path: '/admin?index', body });

const updates = () => db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all();

describe('the Leads tab: the demo leads', () => {
  const idOf = demoLeadsBeforeEach();

  it('lists every lead: urgent emergencies first, then newest first, with the admin fields', async () => {
    const rows = await listed();
    expect(names(rows)).toEqual([
      'Marco Bellini',
      'Priya Raman',
      'Ruth Lindqvist',
      'Not provided',
      'Keoni Makoa',
      'Daniel Ortega',
      'Maya Kealoha',
    ]);
    const [urgent] = rows;
    expect(urgent).toMatchObject({ source: 'emergency', isUrgent: true, urgency: expect.any(String), status: 'new' });
    expect(rows.find((lead) => lead.source === 'calculator')?.estimatedValue).toBeGreaterThan(0);
    expect(rows.find((lead) => lead.name === 'Daniel Ortega')?.phone).toBeNull();
  });

  it('offers the active staff for the owner filter and the bulk owner change, and the office’s day', async () => {
    const kai = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
    const gone = await storeStaffAccount('gone@pacificspan.example', 'Gone Away');
    await db.update(staffTable).set({ disabledAt: new Date().toISOString() }).where(eq(staffTable.id, gone.id));
    const { data } = await leadList();
    expect(data.staff.map((person) => person.id).toSorted()).toEqual([kai.id, staff.member.id].toSorted());
    expect(data.today).toBe(today);
  });

  it('searches name, e-mail and company, ignoring case', async () => {
    expect(await search('mAyA')).toEqual(['Maya Kealoha']);
    expect(await search('DIABLORETAIL.example')).toEqual(['Priya Raman']);
    expect(await search('ohana trust')).toEqual(['Keoni Makoa']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('filters by status and by source, together with the search; an empty filter is no filter', async () => {
    await staff.editLead(idOf('seed-contact-2'), { status: 'won' });
    expect(names(await listed('status=won'))).toEqual(['Daniel Ortega']);
    expect(names(await listed('source=contact'))).toEqual(['Daniel Ortega', 'Maya Kealoha']);
    expect(names(await listed('source=contact&status=new'))).toEqual(['Maya Kealoha']);
    expect(names(await listed('source=contact&q=ortega'))).toEqual(['Daniel Ortega']);
    expect(await listed('q=&status=&source=')).toHaveLength(7);
  });

  it('answers an unknown status or source with 400 and field messages, and still shows the rest of the view', async () => {
    const answer = await leadList('status=maybe&source=fax&q=ortega');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data.fieldErrors ?? {}).toSorted()).toEqual(['source', 'status']);
    expect(answer.data.query).toMatchObject({ q: 'ortega', sort: 'received', dir: 'descending', page: 1 });
    expect(answer.data.query).not.toHaveProperty('status');
    expect(names(answer.data.page.items)).toEqual(['Daniel Ortega']);
  });

  it('saves an edit from the list’s dialog: status, estimate and notes only, audited', async () => {
    const id = idOf('seed-intake-1');
    const [before] = await listed('q=keoni');
    if (!before) throw new Error('Keoni is missing');
    const saved = await listAction({ ...before, ...keoniEdit.sent });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ ok: true, message: leadEditMessages.updated });
    const [after] = await listed('q=keoni');
    expect(after).toMatchObject({ id, ...keoniEdit.edited });
    expect((after?.updatedAt ?? '') > before.updatedAt).toBe(true);
    expect((await updates()).map((event) => [event.leadId, event.actor, event.before, event.after])).toEqual([
      [id, staff.member.email, keoniEdit.audited.before, keoniEdit.audited.after],
    ]);
  });

  it('answers a stale edit from the dialog with 409 and the lead as it is now, writing nothing', async () => {
    const id = idOf('seed-contact-1');
    const [shown] = await listed('q=maya');
    if (!shown) throw new Error('Maya is missing');
    expect((await listAction({ intent: 'edit', id, updatedAt: shown.updatedAt, status: 'contacted' })).status).toBe(
      200,
    );
    const stale = await listAction({ intent: 'edit', id, updatedAt: shown.updatedAt, status: 'lost' });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      ok: false,
      message: staleEditMessages.lead,
      current: { id, status: 'contacted' },
    });
    expect(await updates()).toHaveLength(1);
  });

  it('answers an edit of an unknown lead with 404 and a bad one with 400 and field messages', async () => {
    const missing = await listAction({ intent: 'edit', id: 'no-such-lead', updatedAt: '', status: 'won' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'This lead no longer exists.' });
    const bad = await listAction({
      intent: 'edit',
      id: idOf('seed-bid-1'),
      updatedAt: '',
      status: 'sold',
      estimatedValue: -5,
    });
    expect(bad.status).toBe(400);
    expect(refusedFields(bad.data)).toEqual(['estimatedValue', 'status']);
    expect((await listAction({ intent: 'rename', id: idOf('seed-bid-1') })).status).toBe(400);
    expect(await updates()).toHaveLength(0);
  });
});

const tablePage = async (query: string) => (await leadList(query)).data.page;

/** Every page of a view, in order. */
async function allPages(query: string): Promise<AdminLead[]> {
  const rows: AdminLead[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await tablePage(`${query}&page=${page}`);
    rows.push(...answer.items);
    if (page * answer.pageSize >= answer.total) return rows;
  }
}

const ids = (rows: { id: string }[]) => rows.map((lead) => lead.id);
const open = (lead: TableLead) => lead.status !== 'won' && lead.status !== 'lost';

/** Each chosen lead at the version the table shows it. */
const versions = async (chosen: string[]) =>
  (await db.select({ id: leads.id, updatedAt: leads.updatedAt }).from(leads).all()).filter((lead) =>
    chosen.includes(lead.id),
  );
const ownerOf = async (id: string) =>
  (await db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)).get())?.ownerId;

describe('the Leads tab: the table of many leads', () => {
  let stored: TableLead[] = [];
  let kai: StaffMember;
  let bea: StaffMember;
  beforeEach(async () => {
    ({ stored, kai, bea } = await storeTableLeads(staff.member));
  });

  const expectedOrder = (sort: LeadSortColumn, descending: boolean) => tableOrder(stored, sort, descending);

  const storedLead = (id: string) => stored.find((lead) => lead.id === id);

  it('shows numbered pages of 50 with the total; page 2 of 120 leads is leads 51 to 100', async () => {
    const first = await tablePage('');
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: defaultPageSize });
    expect(first.items).toHaveLength(50);
    const second = await tablePage('page=2');
    expect(second).toMatchObject({ total: 120, page: 2, pageSize: 50 });
    expect(ids(second.items)).toEqual(expectedOrder('received', true).slice(50, 100));
    const third = await tablePage('page=3');
    expect(third.items).toHaveLength(20);
    expect(await tablePage('page=4')).toMatchObject({ items: [], total: 120, page: 4 });
    expect(new Set(ids([...first.items, ...second.items, ...third.items])).size).toBe(120);
  });

  it('sorts by every column in both directions, empty values last and the id breaking ties', async () => {
    for (const sort of leadSortColumns) {
      for (const dir of ['ascending', 'descending'] as const) {
        const rows = await allPages(`sort=${sort}&dir=${dir}`);
        expect({ sort, dir, order: ids(rows) }).toEqual({
          sort,
          dir,
          order: expectedOrder(sort, dir === 'descending'),
        });
      }
    }
  });

  it('filters by region, owner (an id, me, nobody) and follow-up due, together with search, status and source', async () => {
    const me = staff.member.id;
    const views: [string, (lead: TableLead) => boolean][] = [
      ['region=Oregon', (lead) => lead.region === 'Oregon'],
      ['region=Unknown', (lead) => lead.region === 'Unknown'],
      [`owner=${kai.id}`, (lead) => lead.ownerId === kai.id],
      ['owner=me', (lead) => lead.ownerId === me],
      ['owner=none', (lead) => lead.ownerId === null],
      ['due=today', (lead) => open(lead) && lead.followUpOn === today],
      ['due=overdue', (lead) => open(lead) && lead.followUpOn !== null && lead.followUpOn < today],
      [
        'region=Hawaii&due=overdue',
        (lead) => lead.region === 'Hawaii' && open(lead) && (lead.followUpOn ?? today) < today,
      ],
      ['q=KEALOHA&status=new', (lead) => lead.name.includes('Kealoha') && lead.status === 'new'],
      ['source=bid&region=California', (lead) => lead.source === 'bid' && lead.region === 'California'],
      [
        `owner=${bea.id}&status=contacted&q=ortega`,
        (lead) => lead.ownerId === bea.id && lead.status === 'contacted' && lead.name.includes('Ortega'),
      ],
      [
        'owner=me&due=today&source=chat',
        (lead) => lead.ownerId === me && open(lead) && lead.followUpOn === today && lead.source === 'chat',
      ],
    ];
    for (const [query, wanted] of views) {
      const expected = stored.filter(wanted).map((lead) => lead.id);
      const page = await tablePage(`${query}&sort=name&dir=ascending`);
      expect({ query, total: page.total, ids: ids(page.items).toSorted() }).toEqual({
        query,
        total: expected.length,
        ids: expected.toSorted(),
      });
    }
    expect(stored.filter((lead) => open(lead) && lead.followUpOn === today).length).toBeGreaterThan(0);
  });

  it('shows each lead with its stored region, owner and follow-up day', async () => {
    const [row] = (await tablePage(`owner=${kai.id}&sort=received&dir=ascending`)).items;
    const lead = storedLead(row?.id ?? '');
    expect(row).toMatchObject({ region: lead?.region, owner: { id: kai.id, name: 'Kai Lono' } });
    expect(row?.followUpOn).toBe(lead?.followUpOn ?? undefined);
  });

  it('answers bad values with 400 and a message per field, and shows the view without them', async () => {
    const answer = await leadList(
      'sort=price&dir=up&page=0&region=Mars&due=tomorrow&owner=%3Cscript%3E&status=maybe&source=fax',
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data.fieldErrors ?? {}).toSorted()).toEqual(
      ['dir', 'due', 'owner', 'page', 'region', 'sort', 'source', 'status'].toSorted(),
    );
    expect(answer.data.fieldErrors?.owner).toBe('Choose a staff member');
    expect(answer.data.page).toMatchObject({ total: 120, page: 1 });
    expect(ids(answer.data.page.items)).toEqual(expectedOrder('received', true).slice(0, 50));

    const typo = await leadList('page=two&region=Oregon&sort=name&dir=ascending');
    expect(typo.status).toBe(400);
    expect(Object.keys(typo.data.fieldErrors ?? {})).toEqual(['page']);
    expect(typo.data.query).toMatchObject({ region: 'Oregon', sort: 'name', dir: 'ascending', page: 1 });
    expect(typo.data.page.total).toBe(stored.filter((lead) => lead.region === 'Oregon').length);
  });

  it('changes the status of every selected lead, one audited timeline entry each', async () => {
    const chosen = stored
      .filter((lead) => lead.status !== 'won')
      .slice(0, 3)
      .map((lead) => lead.id);
    const answer = await listAction({ intent: 'bulk', leads: await versions(chosen), status: 'won' });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true, message: bulkMessages.updated(3) });
    const won = await tablePage('status=won&sort=name&dir=ascending');
    expect(ids(won.items)).toEqual(expect.arrayContaining(chosen));
    const events = await updates();
    expect(events.map((event) => [event.leadId, event.actor, event.after]).toSorted()).toEqual(
      chosen.map((id) => [id, staff.member.email, { status: 'won' }]).toSorted(),
    );
    expect(events.map((event) => event.before)).toEqual(chosen.map((id) => ({ status: storedLead(id)?.status })));
  });

  it('assigns the selected leads to an owner and gives them back to nobody', async () => {
    const chosen = ['lead-001', 'lead-002', 'lead-003'];
    const assigned = await listAction({ intent: 'bulk', leads: await versions(chosen), ownerId: kai.id });
    expect(assigned.data).toEqual({ ok: true, message: '3 leads updated' });
    const kais = await tablePage(`owner=${kai.id}`);
    expect(kais.items.filter((lead) => chosen.includes(lead.id)).map((lead) => lead.owner)).toEqual(
      chosen.map(() => ({ id: kai.id, name: 'Kai Lono' })),
    );
    const released = await listAction({ intent: 'bulk', leads: await versions(chosen), ownerId: null });
    expect(released.status).toBe(200);
    for (const id of chosen) expect(await ownerOf(id)).toBeNull();
    const changedOwner = (await updates()).filter((event) => event.after && 'ownerId' in event.after);
    const alreadyKais = chosen.filter((id) => storedLead(id)?.ownerId === kai.id);
    expect(changedOwner).toHaveLength(chosen.length * 2 - alreadyKais.length);
  });

  it('changes nothing and answers 409 when a selected lead changed since the table showed it', async () => {
    const chosen = ['lead-010', 'lead-011', 'lead-012'];
    const shown = await versions(chosen);
    await staff.editLead('lead-011', { notes: 'Called back' });
    const refused = await listAction({ intent: 'bulk', leads: shown, status: 'lost' });
    expect(refused.status).toBe(409);
    expect(refused.data).toEqual({ ok: false, message: staleEditMessages.leads });
    const now = await db.select({ id: leads.id, status: leads.status }).from(leads).all();
    for (const id of chosen) {
      expect(now.find((lead) => lead.id === id)?.status).toBe(storedLead(id)?.status);
    }
    expect((await updates()).map((event) => event.leadId)).toEqual(['lead-011']);
  });

  it('answers an unknown lead with 404, an inactive owner or a bad selection with 400, changing nothing', async () => {
    const [one] = await versions(['lead-020']);
    const missing = await listAction({
      intent: 'bulk',
      leads: [one, { id: 'no-such-lead', updatedAt: '2026-01-01T00:00:00.000Z' }],
      status: 'won',
    });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'No lead with id "no-such-lead".' });

    await db.update(staffTable).set({ disabledAt: new Date().toISOString() }).where(eq(staffTable.id, bea.id));
    for (const ownerId of [bea.id, 'no-such-staff']) {
      const inactive = await listAction({ intent: 'bulk', leads: [one], ownerId });
      expect(inactive.status).toBe(400);
      expect(inactive.data).toMatchObject({ fieldErrors: { ownerId: 'Choose an active staff member' } });
    }
    const bodies = [
      { leads: [one], status: 'won', ownerId: kai.id },
      { leads: [one] },
      { leads: [], status: 'won' },
      { leads: [one, one], status: 'won' },
      { leads: Array.from({ length: 201 }, (_, index) => ({ id: `lead-${index}`, updatedAt: 'x' })), status: 'won' },
      { leads: [one], status: 'sold' },
    ];
    for (const body of bodies) {
      const refused = await listAction({ intent: 'bulk', ...body });
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
      expect(refusedFields(refused.data).length).toBeGreaterThan(0);
    }
    expect(await updates()).toHaveLength(0);
  });

  it('refuses a bulk change without a session: the sign-in page, and nothing changed', async () => {
    const refused = await runStaffRoute(leadsAction, {
      path: '/admin?index',
      body: { intent: 'bulk', leads: await versions(['lead-030']), status: 'won' },
    });
    expect(refused.status).toBe(302);
    expect(refused.location).toBe('/admin/login');
    expect(await updates()).toHaveLength(0);
  });
});

/** A project added or edited on the Projects tab. */
const projectChange = (body: unknown) => staff.run(projectsAction, { path: '/admin/projects', body });
const projectList = async () => (await staff.run(projectsLoader, { path: '/admin/projects' })).data.projects;
const projectEventsOf = (id: string) => db.select().from(projectEvents).where(eq(projectEvents.projectId, id)).all();

describe('around every tab: the summary cards and the e-mail card', () => {
  it('shows who is signed in and the summary cards, sources, regions and weeks of a known data set', async () => {
    const demo = await storeDemoLeads(db);
    await staff.editLead(demo['seed-bid-1'] ?? '', { status: 'won', estimatedValue: 900_000 });
    await staff.editLead(demo['seed-partner-1'] ?? '', { status: 'won', estimatedValue: 100_000 });
    await staff.editLead(demo['seed-contact-1'] ?? '', { status: 'lost' });
    for (const [status, name] of [
      ['in-progress', 'One'],
      ['in-progress', 'Two'],
      ['completed', 'Three'],
    ] as const) {
      expect((await projectChange({ intent: 'add', ...newProject, name, status })).status).toBe(201);
    }
    const [calculator] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, demo['seed-calculator-1'] ?? ''))
      .all();
    const calculatorEstimate = calculator?.estimatedValue ?? 0;
    expect(calculatorEstimate).toBeGreaterThan(0);

    const dashboard = await staff.run(dashboardLoader);
    expect(dashboard.status).toBe(200);
    expect(dashboard.data.staff).toEqual(staff.member);
    const { analytics } = dashboard.data;
    expect(analytics.summary).toEqual({
      totalLeads: 7,
      activeProjects: 2,
      pipelineValue: 1_000_000 + calculatorEstimate,
      conversionRate: 29,
    });
    expect(analytics.bySource).toEqual(
      exampleSourceCounts({
        calculator: { count: 1, share: 15 },
        intake: { count: 1, share: 14 },
        contact: { count: 2, share: 29 },
        partner: { count: 1, share: 14 },
        emergency: { count: 1, share: 14 },
        bid: { count: 1, share: 14 },
      }),
    );
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
    const { analytics } = (await staff.run(dashboardLoader)).data;
    expect(analytics.byRegion).toEqual([
      { key: 'California', count: 1, share: 25 },
      { key: 'Oregon', count: 1, share: 25 },
      { key: 'Hawaii', count: 1, share: 25 },
      { key: 'Unknown', count: 1, share: 25 },
    ]);
  });

  it("counts this week's leads in the last week", async () => {
    await storeDemoLeads(db);
    await db.update(leads).set({ createdAt: new Date().toISOString() });
    const { analytics } = (await staff.run(dashboardLoader)).data;
    expect(analytics.perWeek.at(-1)?.count).toBe(7);
  });

  it('is all zeros with no leads, and no e-mail problems with the configured settings', async () => {
    const { analytics, notifications } = (await staff.run(dashboardLoader)).data;
    expect(analytics.summary).toEqual({ totalLeads: 0, activeProjects: 0, pipelineValue: 0, conversionRate: 0 });
    expect(analytics.bySource.every((entry) => entry.count === 0 && entry.share === 0)).toBe(true);
    expect(notifications).toEqual({ configProblems: [], failed: [] });
  });

  it('shows a malformed staff list on the e-mail card', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(env, { NOTIFY_STAFF_TO: 'staff@pacificspan.example, not-an-address' });
    const { notifications } = (await staff.run(dashboardLoader)).data;
    expect(notifications.configProblems).toEqual([
      'NOTIFY_STAFF_TO has "not-an-address", which is not an e-mail address.',
    ]);
    logged.mockRestore();
  });
});

describe('signing out', () => {
  it('ends the session, clears the cookie and opens the sign-in page as a new document', async () => {
    const signedOut = await staff.run(dashboardAction, { body: { intent: 'sign-out' } });
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe('/admin/login');
    expect(signedOut.headers.get('x-remix-reload-document')).toBe('true');
    expect(signedOut.headers.get('set-cookie')).toMatch(
      /^__Host-admin_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const [session] = await db.select().from(staffSessions).all();
    expect(session?.endedAt).not.toBeNull();
    expect((await staff.run(dashboardLoader)).location).toBe('/admin/login');
    expect(await isSignedIn(staff.cookie)).toBe(false);
  });

  it('refuses any other body with 400, and stays signed in', async () => {
    const refused = await staff.run(dashboardAction, { body: { intent: 'sign-in' } });
    expect(refused.status).toBe(400);
    expect(refusedFields(refused.data)).toEqual(['intent']);
    expect(await isSignedIn(staff.cookie)).toBe(true);
  });
});

describe('the Projects tab', () => {
  it('adds a project (201), lists it, and edits it with an audit trail', async () => {
    const added = await projectChange({ intent: 'add', ...newProject });
    expect(added.status).toBe(201);
    expect(added.data).toEqual({ ok: true, message: 'Project added' });
    const [created] = await projectList();
    if (!created) throw new Error('The project is not listed');
    expect(created).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      actualCost: null,
      ...newProject,
    });

    const edited = await projectChange({
      ...created,
      intent: 'edit',
      status: 'in-progress',
      progress: 20,
      actualCost: 650_000,
    });
    expect(edited.status).toBe(200);
    expect(edited.data).toEqual({ ok: true, message: 'Project updated' });
    expect(await projectList()).toEqual([
      { ...created, status: 'in-progress', progress: 20, actualCost: 650_000, updatedAt: expect.any(String) },
    ]);
    const events = await projectEventsOf(created.id);
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

  it('answers bad input with 400 and the field messages, and an unknown project with 404', async () => {
    const bad = await projectChange({ intent: 'add', ...newProject, name: ' ', progress: 140 });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      fieldErrors: { name: 'Project name is required', progress: 'Progress is 0 to 100' },
    });
    const missing = await projectChange({ intent: 'edit', id: 'no-such-project', progress: 5 });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'No project with id "no-such-project".' });
    expect((await projectChange({ intent: 'edit', id: 'no-such-project', status: 'done' })).status).toBe(400);
    expect(await projectList()).toEqual([]);
  });

  it('answers a stale edit with 409 and the project as it is now, writing nothing', async () => {
    await projectChange({ intent: 'add', ...newProject });
    const [created] = await projectList();
    if (!created) throw new Error('The project is not listed');
    expect((await projectChange({ ...created, intent: 'edit', progress: 40 })).status).toBe(200);
    const stale = await projectChange({ ...created, intent: 'edit', progress: 10 });
    expect(stale.status).toBe(409);
    expect(stale.data).toEqual({
      ok: false,
      message: staleEditMessages.project,
      current: { ...created, progress: 40, updatedAt: expect.any(String) },
    });
    expect((await projectEventsOf(created.id)).map((event) => event.kind)).toEqual(['created', 'updated']);
  });
});

const useCode = (accessCode: string, key: string) =>
  postJson(
    '/api/nda-access',
    { ...formExamples.nda, accessCode },
    fromClient('192.0.2.77', `admin-test-${key}-0000000000`),
  );
const codeChange = (body: unknown) => staff.run(ndaCodesAction, { path: '/admin/nda-codes', body });
const codeList = async () => (await staff.run(ndaCodesLoader, { path: '/admin/nda-codes' })).data.codes;

describe('the NDA codes tab', () => {
  it('creates a code shown once, which opens the portal, lists it without the code, and revokes it', async () => {
    const answer = await codeChange({ intent: 'create', label: 'Island Land Partners' });
    expect(answer.status).toBe(201);
    expect(answer.data).toEqual({
      ok: true,
      message: 'Access code created',
      created: {
        id: expect.any(String),
        label: 'Island Land Partners',
        createdAt: expect.any(String),
        code: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
        revokedAt: null,
      },
    });
    const created = answer.data.ok ? answer.data.created : undefined;
    if (!created) throw new Error('No code was created');
    expect((await useCode(created.code, 'first')).status).toBe(201);

    const codes = await codeList();
    expect(codes).toEqual([
      { id: created.id, label: 'Island Land Partners', createdAt: created.createdAt, revokedAt: null },
    ]);
    expect(JSON.stringify(codes)).not.toContain(created.code);

    const revoked = await codeChange({ intent: 'revoke', id: created.id });
    expect(revoked.status).toBe(200);
    expect(revoked.data).toEqual({ ok: true, message: 'Access code revoked' });
    expect((await useCode(created.code, 'second')).status).toBe(403);
    const [shown] = await codeList();
    expect(shown?.revokedAt).toEqual(expect.any(String));
    expect((await codeChange({ intent: 'revoke', id: created.id })).status).toBe(200);
  });

  it('answers a missing label with 400 and an unknown code with 404', async () => {
    const bad = await codeChange({ intent: 'create', label: '' });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { label: 'Say who the code is for' } });
    const missing = await codeChange({ intent: 'revoke', id: 'no-such-code' });
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ ok: false, message: 'No access code with id "no-such-code".' });
    expect(await codeList()).toEqual([]);
  });
});

const conversations = (query = '') =>
  staff.run(conversationsLoader, { path: `/admin/conversations${query ? `?${query}` : ''}` });

describe('the Conversations tab', () => {
  it('lists conversations newest first with their first question, and shows the chosen one in full', async () => {
    await saveExchange(db, 'older-session', 'Do you build in Hawaii?', {
      response: 'Yes, on every island.',
      answeredBy: 'built-in',
    });
    await saveExchange(db, 'older-session', 'And Oregon?', { response: 'Yes, Portland too.', answeredBy: 'model' });
    await saveExchange(db, 'newer-session', 'What are your hours?', {
      response: '9-4pm Monday to Friday.',
      answeredBy: 'built-in',
    });
    await db
      .update(chatConversations)
      .set({ updatedAt: '2020-01-01T00:00:00.000Z' })
      .where(eq(chatConversations.id, 'older-session'));

    const list = await conversations();
    expect(list.status).toBe(200);
    expect(list.data.selected).toBeNull();
    expect(
      list.data.page.items.map(({ id, messageCount, firstQuestion }) => ({ id, messageCount, firstQuestion })),
    ).toEqual([
      { id: 'newer-session', messageCount: 2, firstQuestion: 'What are your hours?' },
      { id: 'older-session', messageCount: 4, firstQuestion: 'Do you build in Hawaii?' },
    ]);
    expect(list.data.page).not.toHaveProperty('nextCursor');

    const chosen = await conversations('id=older-session');
    expect(chosen.data.selectedId).toBe('older-session');
    expect(chosen.data.page.items).toHaveLength(2);
    const messages = chosen.data.selected?.messages ?? [];
    expect(messages.map(({ role, content, answeredBy }) => ({ role, content, answeredBy }))).toEqual([
      { role: 'user', content: 'Do you build in Hawaii?', answeredBy: null },
      { role: 'assistant', content: 'Yes, on every island.', answeredBy: 'built-in' },
      { role: 'user', content: 'And Oregon?', answeredBy: null },
      { role: 'assistant', content: 'Yes, Portland too.', answeredBy: 'model' },
    ]);
    expect(messages[0]?.at).toEqual(expect.any(String));

    const unknown = await conversations('id=nope');
    expect(unknown.status).toBe(200);
    expect(unknown.data.selected).toBeNull();
  });

  it('pages 50 at a time, most recently active first, without shifting as new ones arrive', async () => {
    // 55 conversations, every second pair active at the same moment, so the id has to break ties.
    const activity = Array.from({ length: 55 }, (_, index) => ({
      id: `c-${String(index).padStart(2, '0')}`,
      updatedAt: new Date(Date.UTC(2024, 0, 1 + Math.floor(index / 2))).toISOString(),
    }));
    const [first, ...rest] = activity.flatMap(({ id, updatedAt }) => [
      db.insert(chatConversations).values({ id, createdAt: updatedAt, updatedAt }),
      db.insert(chatMessages).values({ conversationId: id, role: 'user', content: `Question from ${id}` }),
    ]);
    if (first) await db.batch([first, ...rest]);
    const expected = activity
      .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id))
      .map((conversation) => conversation.id);

    const firstPage = (await conversations()).data.page;
    expect(firstPage.items.map((summary) => summary.id)).toEqual(expected.slice(0, 50));
    expect(firstPage.items[0]?.firstQuestion).toBe(`Question from ${expected[0]}`);

    // A conversation that starts while staff read must not shift the page they go on to.
    await saveExchange(db, 'c-new', 'Arrived meanwhile', { response: 'Answer.', answeredBy: 'built-in' });
    const second = await conversations(`cursor=${firstPage.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.data.cursor).toBe(firstPage.nextCursor);
    expect(second.data.page.items.map((summary) => summary.id)).toEqual(expected.slice(50));
    expect(second.data.page).not.toHaveProperty('nextCursor');

    expect((await conversations()).data.page.items[0]?.id).toBe('c-new');
  });

  it('answers a bad cursor with 400 and its field, and still shows the first page and the chosen conversation', async () => {
    await saveExchange(db, 'only-session', 'Hello?', { response: 'Aloha!', answeredBy: 'built-in' });
    const bad = await conversations('cursor=%3Cscript%3E&id=only-session');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fieldErrors ?? {})).toEqual(['cursor']);
    expect(bad.data.cursor).toBeUndefined();
    expect(bad.data.page.items.map((summary) => summary.id)).toEqual(['only-session']);
    expect(bad.data.selected?.messages).toHaveLength(2);
  });
});

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const sessionIdOf = (cookie: string) => sha256Hex(cookie.split('=')[1] ?? '');
const endSession = (id: string, cookie: string, headers: Record<string, string> = {}) =>
  runStaffRoute(sessionsAction, { path: '/admin/sessions', cookie, headers, body: { intent: 'end', id } });

describe('the Sessions tab', () => {
  it('lists the staff member’s open sessions with when and from what, marking this one', async () => {
    const other = sessionCookieFrom(await fullSignIn(staff.account, { 'user-agent': chromeOnWindows }));
    const ended = sessionCookieFrom(
      await secondFactorRequest(
        challengeCookieFrom(await signInRequest(staff.account.email, staff.account.password)),
        staff.account.recoveryCodes[0] ?? '',
      ),
    );
    expect((await runStaffRoute(dashboardAction, { cookie: ended, body: { intent: 'sign-out' } })).status).toBe(302);

    const tab = await staff.run(sessionsLoader, { path: '/admin/sessions' });
    expect(tab.status).toBe(200);
    expect(tab.headers.get('cache-control')).toBe('private, no-store');
    const { sessions } = tab.data;
    expect(sessions.map((session) => [session.deviceHint, session.current]).toSorted()).toEqual([
      ['', true],
      ['Chrome on Windows', false],
    ]);
    expect(sessions.find((session) => !session.current)).toMatchObject({ id: await sessionIdOf(other) });
    expect(sessions.find((session) => session.current)).toMatchObject({ id: await sessionIdOf(staff.cookie) });
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.createdAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(session.lastSeenAt)).toBeLessThan(60_000);
    }
  });

  it('ends one of the staff member’s other sessions, and no one else’s', async () => {
    const other = sessionCookieFrom(await fullSignIn(staff.account));
    const otherId = await sessionIdOf(other);

    const crossSite = await endSession(otherId, staff.cookie, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await runStaffRoute(sessionsAction, { body: { intent: 'end', id: otherId } })).status).toBe(302);
    const colleague = await enrolledStaffAccount('ben.okafor@pacificspan.example', 'Ben Okafor');
    const notTheirs = await endSession(otherId, colleague.sessionCookie);
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.data).toEqual({ ok: false, message: 'This session has already ended.' });
    expect(await isSignedIn(other)).toBe(true);

    const ended = await endSession(otherId, staff.cookie);
    expect(ended.status).toBe(200);
    expect(ended.data).toEqual({ ok: true, message: 'Session ended' });
    expect(await isSignedIn(other)).toBe(false);
    expect((await staff.run(sessionsLoader, { path: '/admin/sessions' })).data.sessions).toHaveLength(1);
    expect((await endSession(otherId, staff.cookie)).status).toBe(404);
    const notAnId = await endSession('not-a-session-id', staff.cookie);
    expect(notAnId.status).toBe(400);
    expect(notAnId.data).toMatchObject({ fieldErrors: { id: 'Not a session of yours' } });
  });

  it('signs out when the session ended is this one: the sign-in page, as a new document', async () => {
    const ended = await endSession(await sessionIdOf(staff.cookie), staff.cookie);
    expect(ended.status).toBe(302);
    expect(ended.location).toBe('/admin/login');
    expect(ended.headers.get('x-remix-reload-document')).toBe('true');
    expect(await isSignedIn(staff.cookie)).toBe(false);
    expect((await staff.run(sessionsLoader, { path: '/admin/sessions' })).location).toBe('/admin/login');
  });

  it('names the device from its User-Agent, briefly', () => {
    expect(deviceHintOf(chromeOnWindows)).toBe('Chrome on Windows');
    expect(deviceHintOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Gecko/20100101 Firefox/140.0')).toBe(
      'Firefox on macOS',
    );
    expect(
      deviceHintOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceHintOf('Mozilla/5.0 (Windows NT 10.0) Chrome/156.0 Safari/537.36 Edg/156.0')).toBe('Edge on Windows');
    expect(deviceHintOf(null)).toBe('');
  });
});
