import {
  adminRegions,
  defaultPageSize,
  leadSortColumns,
  staleEditMessages,
  type AdminLead,
  type AdminRegion,
  type LeadSortColumn,
  type LeadTablePage,
} from '@site/domain/admin';
import { leadSources, leadStatuses, type LeadStatus } from '@site/domain/leads';
import { businessDay } from '@site/domain/pipeline';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../../db/client';
import { leadEvents, leads, staff as staffTable } from '../../../db/schema';
import { json, staffSignedInBeforeEach } from '../../../test/admin-data';
import { storeStaffAccount } from '../../../test/staff';

const db = database(env.DB);
const staff = staffSignedInBeforeEach();

const dayMs = 86_400_000;
const today = businessDay(new Date());
const dayFrom = (offset: number) => new Date(Date.parse(today) + offset * dayMs).toISOString().slice(0, 10);
const firstNames = ['maya', 'Daniel', 'keoni', 'Dana', 'Ruth', 'marco', 'Priya', 'Leilani', 'Owen', 'Sofia'];
const places: Record<AdminRegion, string> = {
  California: 'Walnut Creek, CA',
  Oregon: 'Portland, OR',
  Hawaii: 'Kailua, Hawaii',
  Unknown: 'Not provided',
};

/** What the test knows of each stored lead, to compute the expected pages itself. */
interface Stored {
  id: string;
  name: string;
  source: string;
  status: LeadStatus;
  region: AdminRegion;
  estimatedValue: number | null;
  ownerId: string | null;
  ownerName: string | null;
  followUpOn: string | null;
  isUrgent: boolean;
  createdAt: string;
}

let stored: Stored[] = [];
let kai: { id: string; name: string };
let bea: { id: string; name: string };

/**
 * 120 leads with every source, status and region, repeated names, estimates and days (so the id has to
 * break ties), three owners (the signed-in staff member among them) and nobody, follow-ups today, overdue
 * and later.
 */
async function storeTableLeads(count = 120) {
  kai = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
  bea = await storeStaffAccount('bea.cruz@pacificspan.example', 'bea Cruz');
  const owners = [null, kai, bea, { id: staff.member.id, name: staff.member.name }];
  const start = Date.parse('2026-01-05T09:00:00.000Z');
  stored = Array.from({ length: count }, (_, index) => {
    const region = adminRegions[index % adminRegions.length] ?? 'Unknown';
    const owner = owners[(index * 7) % owners.length] ?? null;
    const followUp = [null, -3, 0, 4, -1][index % 5];
    return {
      id: `lead-${String((index * 37) % count).padStart(3, '0')}`,
      name: `${firstNames[index % firstNames.length]} ${index % 3 === 0 ? 'Kealoha' : 'Ortega'}`,
      source: leadSources[index % leadSources.length] ?? 'contact',
      status: leadStatuses[(index * 5) % leadStatuses.length] ?? 'new',
      region,
      estimatedValue: index % 6 === 0 ? null : ((index * 13) % 9) * 25_000,
      ownerId: owner?.id ?? null,
      ownerName: owner?.name ?? null,
      followUpOn: followUp === null || followUp === undefined ? null : dayFrom(followUp),
      isUrgent: index % 17 === 0,
      createdAt: new Date(start + Math.floor(index / 2) * dayMs).toISOString(),
    };
  });
  const [first, ...rest] = stored.map((lead) =>
    db.insert(leads).values({
      ...lead,
      source: lead.source as (typeof leadSources)[number],
      email: `${lead.id}@example.com`,
      location: places[lead.region],
      projectType: 'Kitchen remodel',
      submission: {},
      idempotencyKey: `key-${lead.id}`,
      updatedAt: lead.createdAt,
    }),
  );
  if (first) await db.batch([first, ...rest]);
}

beforeEach(async () => {
  await storeTableLeads();
});

const tablePage = (query: string) => json<LeadTablePage>(staff.call(`/api/admin/leads?${query}`));

/** Every page of a view, in order. */
async function allPages(query: string): Promise<AdminLead[]> {
  const rows: AdminLead[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await tablePage(`${query}&page=${page}`);
    rows.push(...answer.items);
    if (page * answer.pageSize >= answer.total) return rows;
  }
}

const key: Record<LeadSortColumn, (lead: Stored) => string | number | null> = {
  received: (lead) => lead.createdAt,
  name: (lead) => lead.name.toLowerCase(),
  source: (lead) => lead.source,
  status: (lead) => leadStatuses.indexOf(lead.status),
  region: (lead) => lead.region,
  estimate: (lead) => lead.estimatedValue,
  owner: (lead) => lead.ownerName?.toLowerCase() ?? null,
  followUp: (lead) => lead.followUpOn,
};

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** The order the table promises: the column (empty last), then the id, both in the asked direction. */
function expectedOrder(sort: LeadSortColumn, descending: boolean): string[] {
  const way = descending ? -1 : 1;
  return stored
    .toSorted((a, b) => {
      if (sort === 'received' && a.isUrgent !== b.isUrgent) return a.isUrgent ? -1 : 1;
      const [x, y] = [key[sort](a), key[sort](b)];
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) return way * compare(x, y);
      return way * compare(a.id, b.id);
    })
    .map((lead) => lead.id);
}

const ids = (rows: { id: string }[]) => rows.map((lead) => lead.id);
const open = (lead: Stored) => lead.status !== 'won' && lead.status !== 'lost';

describe('the lead table: GET /api/admin/leads', () => {
  it('answers numbered pages of 50 with the total; page 2 of 120 leads is leads 51 to 100', async () => {
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
    const views: [string, (lead: Stored) => boolean][] = [
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

  it('answers each lead with its stored region, owner and follow-up day', async () => {
    const [row] = (await tablePage(`owner=${kai.id}&sort=received&dir=ascending`)).items;
    const lead = stored.find((candidate) => candidate.id === row?.id);
    expect(row).toMatchObject({ region: lead?.region, owner: { id: kai.id, name: 'Kai Lono' } });
  });

  it('refuses bad values with 400 and a message per field', async () => {
    const response = await staff.call(
      '/api/admin/leads?sort=price&dir=up&page=0&region=Mars&due=tomorrow&owner=%3Cscript%3E&status=maybe&source=fax',
    );
    expect(response.status).toBe(400);
    const body = await response.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors).toSorted()).toEqual(
      ['dir', 'due', 'owner', 'page', 'region', 'sort', 'source', 'status'].toSorted(),
    );
    expect(body.fieldErrors.owner).toBe('Choose a staff member');
    expect((await staff.call('/api/admin/leads?page=two')).status).toBe(400);
  });
});

const csvIds = (text: string) =>
  text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]);

describe('the CSV of a view or a selection: GET /api/admin/leads.csv', () => {
  it('exports every lead of the view in the table order, past one page', async () => {
    const response = await staff.call('/api/admin/leads.csv?sort=estimate&dir=ascending');
    expect(response.status).toBe(200);
    expect(csvIds(await response.text())).toEqual(expectedOrder('estimate', false));
  });

  it('exports only the selected leads, in the table order, within the filters', async () => {
    const chosen = ['lead-005', 'lead-042', 'lead-117'];
    const text = await (
      await staff.call(`/api/admin/leads.csv?ids=${chosen.join(',')}&sort=name&dir=ascending`)
    ).text();
    expect(csvIds(text)).toEqual(expectedOrder('name', false).filter((id) => chosen.includes(id)));
    const region = stored.find((lead) => lead.id === 'lead-042')?.region;
    const filtered = await (await staff.call(`/api/admin/leads.csv?ids=${chosen.join(',')}&region=${region}`)).text();
    expect(csvIds(filtered)).toEqual(
      expectedOrder('received', true).filter(
        (id) => chosen.includes(id) && stored.find((lead) => lead.id === id)?.region === region,
      ),
    );
  });

  it('refuses a selection of more than 500, a malformed id or an empty one with 400', async () => {
    const tooMany = Array.from({ length: 501 }, (_, index) => `lead-${index}`).join(',');
    for (const selection of [tooMany, 'lead-1,<x>', ',,']) {
      const response = await staff.call(`/api/admin/leads.csv?ids=${encodeURIComponent(selection)}`);
      expect({ selection, status: response.status }).toEqual({ selection, status: 400 });
      expect(Object.keys((await response.json<{ fieldErrors: object }>()).fieldErrors)).toEqual(['ids']);
    }
  });
});

const versions = async (chosen: string[]) =>
  (await db.select({ id: leads.id, updatedAt: leads.updatedAt }).from(leads).all()).filter((lead) =>
    chosen.includes(lead.id),
  );
const updates = () => db.select().from(leadEvents).where(eq(leadEvents.kind, 'updated')).all();

describe('bulk changes: POST /api/admin/leads/bulk', () => {
  it('changes the status of every selected lead, one audited timeline entry each', async () => {
    const chosen = stored
      .filter((lead) => lead.status !== 'won')
      .slice(0, 3)
      .map((lead) => lead.id);
    const answer = await json<AdminLead[]>(
      staff.send('POST', '/api/admin/leads/bulk', { leads: await versions(chosen), status: 'won' }),
    );
    expect(answer.map((lead) => [lead.id, lead.status])).toEqual(chosen.map((id) => [id, 'won']));
    const events = await updates();
    expect(events.map((event) => [event.leadId, event.actor, event.after]).toSorted()).toEqual(
      chosen.map((id) => [id, staff.member.email, { status: 'won' }]).toSorted(),
    );
    expect(events.map((event) => event.before)).toEqual(
      chosen.map((id) => ({ status: stored.find((lead) => lead.id === id)?.status })),
    );
  });

  it('assigns the selected leads to an owner and gives them back to nobody', async () => {
    const chosen = ['lead-001', 'lead-002', 'lead-003'];
    const assigned = await json<AdminLead[]>(
      staff.send('POST', '/api/admin/leads/bulk', { leads: await versions(chosen), ownerId: kai.id }),
    );
    expect(assigned.map((lead) => lead.owner)).toEqual(chosen.map(() => ({ id: kai.id, name: 'Kai Lono' })));
    const released = await json<AdminLead[]>(
      staff.send('POST', '/api/admin/leads/bulk', { leads: await versions(chosen), ownerId: null }),
    );
    expect(released.map((lead) => lead.owner)).toEqual([undefined, undefined, undefined]);
    const changedOwner = (await updates()).filter((event) => event.after && 'ownerId' in event.after);
    const alreadyKais = chosen.filter((id) => stored.find((lead) => lead.id === id)?.ownerId === kai.id);
    expect(changedOwner).toHaveLength(chosen.length * 2 - alreadyKais.length);
  });

  it('changes nothing and answers 409 with the leads changed since the table showed them', async () => {
    const chosen = ['lead-010', 'lead-011', 'lead-012'];
    const shown = await versions(chosen);
    await staff.send('PATCH', '/api/admin/leads/lead-011', { notes: 'Called back' });
    const response = await staff.send('POST', '/api/admin/leads/bulk', { leads: shown, status: 'lost' });
    expect(response.status).toBe(409);
    const body = await response.json<{ message: string; current: AdminLead[] }>();
    expect(body.message).toBe(staleEditMessages.leads);
    expect(body.current.map((lead) => [lead.id, lead.notes])).toEqual([['lead-011', 'Called back']]);
    const now = await db.select({ id: leads.id, status: leads.status }).from(leads).all();
    for (const id of chosen) {
      expect(now.find((lead) => lead.id === id)?.status).toBe(stored.find((lead) => lead.id === id)?.status);
    }
    expect((await updates()).map((event) => event.leadId)).toEqual(['lead-011']);
  });

  it('answers an unknown lead with 404, an inactive owner or a bad body with 400, changing nothing', async () => {
    const [one] = await versions(['lead-020']);
    const missing = await staff.send('POST', '/api/admin/leads/bulk', {
      leads: [one, { id: 'no-such-lead', updatedAt: '2026-01-01T00:00:00.000Z' }],
      status: 'won',
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No lead with id "no-such-lead".' });

    await db.update(staffTable).set({ disabledAt: new Date().toISOString() }).where(eq(staffTable.id, bea.id));
    for (const ownerId of [bea.id, 'no-such-staff']) {
      const inactive = await staff.send('POST', '/api/admin/leads/bulk', { leads: [one], ownerId });
      expect(inactive.status).toBe(400);
      expect((await inactive.json<{ fieldErrors: object }>()).fieldErrors).toEqual({
        ownerId: 'Choose an active staff member',
      });
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
      const refused = await staff.send('POST', '/api/admin/leads/bulk', body);
      expect({ body, status: refused.status }).toEqual({ body, status: 400 });
      expect(Object.keys((await refused.json<{ fieldErrors: object }>()).fieldErrors).length).toBeGreaterThan(0);
    }
    expect(await updates()).toHaveLength(0);
  });
});
