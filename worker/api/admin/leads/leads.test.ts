import type { AdminLead, AdminLeadDetail, LeadTablePage } from '@site/domain/admin';
import { staleEditMessages } from '@site/domain/admin';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../../db/client';
import { leadEvents, leads, staff as staffTable } from '../../../db/schema';
import { callApi } from '../../../test/requests';
import { storeStaffAccount } from '../../../test/staff';
import { json, staffSignedInBeforeEach, storeDemoLeads } from '../../../test/admin-data';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

const names = (list: AdminLead[]) => list.map((lead) => lead.name);

/** The rows of a table page the API answers with. */
const list = async (request: Promise<Response>) => (await json<LeadTablePage>(request)).items;

const search = async (q: string) => names(await list(staff.call(`/api/admin/leads?q=${encodeURIComponent(q)}`)));

describe('GET /api/admin/leads', () => {
  it('lists every lead: urgent emergencies first, then newest first, with the admin fields', async () => {
    await storeDemoLeads(db);
    const listed = await list(staff.call('/api/admin/leads'));
    expect(names(listed)).toEqual([
      'Marco Bellini',
      'Priya Raman',
      'Ruth Lindqvist',
      'Not provided',
      'Keoni Makoa',
      'Daniel Ortega',
      'Maya Kealoha',
    ]);
    const [urgent] = listed;
    expect(urgent).toMatchObject({ source: 'emergency', isUrgent: true, urgency: expect.any(String), status: 'new' });
    expect(listed.find((lead) => lead.source === 'calculator')?.estimatedValue).toBeGreaterThan(0);
    expect(listed.find((lead) => lead.name === 'Daniel Ortega')).not.toHaveProperty('phone');
  });

  it('searches name, e-mail and company, ignoring case', async () => {
    await storeDemoLeads(db);
    expect(await search('mAyA')).toEqual(['Maya Kealoha']);
    expect(await search('DIABLORETAIL.example')).toEqual(['Priya Raman']);
    expect(await search('ohana trust')).toEqual(['Keoni Makoa']);
    expect(await search('%')).toEqual([]);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('filters by status and by source, together with the search; an empty filter is no filter', async () => {
    const ids = await storeDemoLeads(db);
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-2']}`, { status: 'won' });
    expect(names(await list(staff.call('/api/admin/leads?status=won')))).toEqual(['Daniel Ortega']);
    expect(names(await list(staff.call('/api/admin/leads?source=contact')))).toEqual(['Daniel Ortega', 'Maya Kealoha']);
    expect(names(await list(staff.call('/api/admin/leads?source=contact&status=new')))).toEqual(['Maya Kealoha']);
    expect(names(await list(staff.call('/api/admin/leads?source=contact&q=ortega')))).toEqual(['Daniel Ortega']);
    expect(await list(staff.call('/api/admin/leads?q=&status=&source='))).toHaveLength(7);
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
    const ids = await storeDemoLeads(db);
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
    const ids = await storeDemoLeads(db);
    const id = ids['seed-intake-1'] ?? '';
    const [before] = await list(staff.call('/api/admin/leads?q=keoni'));
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
    const ids = await storeDemoLeads(db);
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
    const ids = await storeDemoLeads(db);
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
    const ids = await storeDemoLeads(db);
    const id = ids['seed-bid-1'] ?? '';
    const colleague = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
    const updated = await json<AdminLead>(
      staff.send('PATCH', `/api/admin/leads/${id}`, { ownerId: colleague.id, followUpOn: '2026-12-01' }),
    );
    expect(updated).toMatchObject({ owner: { id: colleague.id, name: 'Kai Lono' }, followUpOn: '2026-12-01' });
    const [listed] = await list(staff.call('/api/admin/leads?q=priya'));
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
    const ids = await storeDemoLeads(db);
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

describe('concurrent edits', () => {
  it('answer a stale lead edit with 409 and the current lead, writing nothing; the fresh one is audited', async () => {
    const ids = await storeDemoLeads(db);
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
});

describe('GET /api/admin/leads.csv', () => {
  it('exports the filtered leads as an attachment: header row, every field, formulas neutralised', async () => {
    const ids = await storeDemoLeads(db);
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
    const ids = await storeDemoLeads(db);
    await staff.send('PATCH', `/api/admin/leads/${ids['seed-contact-1']}`, { status: 'new', notes: 'call;=cmd()' });
    const text = await (await staff.call('/api/admin/leads.csv?source=contact')).text();
    expect(text).toContain(',"call;=cmd()"\r\n');
  });

  it('is 401 without a session and 400 for a bad filter', async () => {
    expect((await callApi('/api/admin/leads.csv')).status).toBe(401);
    expect((await staff.call('/api/admin/leads.csv?status=maybe')).status).toBe(400);
  });
});
