import {
  adminMessages,
  bulkMessages,
  defaultPageSize,
  leadSortColumns,
  staleEditMessages,
  type AdminLead,
  type LeadSortColumn,
  type StaffMember,
} from '@site/domain/admin';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { leadEvents, leads, staff as staffTable } from '../../worker/db/schema';
import { storeDemoLeads } from '../../worker/test/admin-data';
import { storeStaffAccount } from '../../worker/test/staff';
import { storeTableLeads, tableOrder, today, type TableLead } from '../test/lead-table';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from '../test/staff-routes';
import { leadsAction, leadsLoader } from './admin-dashboard.server';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

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
  let ids: Record<string, string> = {};
  beforeEach(async () => {
    ids = await storeDemoLeads(db);
  });
  const idOf = (key: string) => ids[key] ?? '';

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
    expect(rows.find((lead) => lead.name === 'Daniel Ortega')).not.toHaveProperty('phone');
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
    const saved = await listAction({
      ...before,
      intent: 'edit',
      status: 'qualified',
      estimatedValue: 420_000,
      notes: 'Site visit booked',
      name: 'Hacked Name',
      source: 'chat',
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toEqual({ ok: true, message: adminMessages.leadUpdated });
    const [after] = await listed('q=keoni');
    expect(after).toMatchObject({
      id,
      status: 'qualified',
      estimatedValue: 420_000,
      notes: 'Site visit booked',
      name: 'Keoni Makoa',
      source: 'intake',
    });
    expect((after?.updatedAt ?? '') > before.updatedAt).toBe(true);
    expect((await updates()).map((event) => [event.leadId, event.actor, event.before, event.after])).toEqual([
      [
        id,
        staff.member.email,
        { status: 'new', estimatedValue: null, notes: null },
        { status: 'qualified', estimatedValue: 420_000, notes: 'Site visit booked' },
      ],
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
