import { maxCsvSelection } from '@site/domain/staff/lead-table';
import { maxPageSize } from '@site/domain/staff/paging';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { database } from '../../worker/db/client';
import { storeDemoLeads } from '../../worker/test/staff-data';
import { storeTableLeads, tableOrder, type TableLead } from './test/lead-table';
import { refusedFields, runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { loader } from './leads-csv';

const db = database(env.DB);

const staff = staffSignedInBeforeEach();

/** The download the Leads tab links to, for the address's query. */
const csv = (query: string) => staff.run(loader, { path: `/admin/leads.csv?${query}` });

const csvIds = (text: string) =>
  text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]);

describe('/admin/leads.csv: the demo leads', () => {
  let ids: Record<string, string> = {};
  beforeEach(async () => {
    ids = await storeDemoLeads(db);
  });

  it('exports the filtered leads as an attachment: header row, every field, formulas neutralised', async () => {
    await staff.editLead(ids['seed-contact-1'] ?? '', {
      status: 'contacted',
      notes: '=HYPERLINK("http://evil.example")',
    });
    const download = await csv('source=contact');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const lines = String(download.data).split('\r\n');
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
    await staff.editLead(ids['seed-contact-1'] ?? '', { notes: 'call;=cmd()' });
    expect(String((await csv('source=contact')).data)).toContain(',"call;=cmd()"\r\n');
  });

  it('sends a request without a session to sign in, and answers a bad filter with 400 and its field', async () => {
    const stranger = await runStaffRoute(loader, { path: '/admin/leads.csv' });
    expect(stranger.status).toBe(302);
    expect(stranger.location).toBe('/admin/login');
    const bad = await csv('status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ ok: false, message: 'Please correct the filters.' });
    expect(refusedFields(bad.data)).toEqual(['status']);
  });
});

describe('/admin/leads.csv: a view or a selection of many leads', () => {
  let stored: TableLead[] = [];
  beforeEach(async () => {
    // More leads than the stream reads a page at a time (maxPageSize), so an export spans pages.
    ({ stored } = await storeTableLeads(staff.member, maxPageSize + 50));
  });

  it('exports every lead of the view in the table order, page after page, each once', async () => {
    const download = await csv('sort=estimate&dir=ascending');
    expect(download.status).toBe(200);
    expect(csvIds(String(download.data))).toEqual(tableOrder(stored, 'estimate', false));
    expect(stored.length).toBeGreaterThan(maxPageSize);
  });

  it('exports only the selected leads, in the table order, within the filters', async () => {
    const chosen = ['lead-005', 'lead-042', 'lead-117'];
    const selection = await csv(`ids=${chosen.join(',')}&sort=name&dir=ascending`);
    expect(csvIds(String(selection.data))).toEqual(
      tableOrder(stored, 'name', false).filter((id) => chosen.includes(id)),
    );
    const region = stored.find((lead) => lead.id === 'lead-042')?.region;
    const filtered = await csv(`ids=${chosen.join(',')}&region=${region}`);
    expect(csvIds(String(filtered.data))).toEqual(
      tableOrder(stored, 'received', true).filter(
        (id) => chosen.includes(id) && stored.find((lead) => lead.id === id)?.region === region,
      ),
    );
  });

  it(`refuses a selection of more than ${maxCsvSelection}, a malformed id or an empty one with 400`, async () => {
    const tooMany = Array.from({ length: maxCsvSelection + 1 }, (_, index) => `lead-${index}`).join(',');
    for (const selection of [tooMany, 'lead-1,<x>', ',,']) {
      const refused = await csv(`ids=${encodeURIComponent(selection)}`);
      expect({ selection, status: refused.status }).toEqual({ selection, status: 400 });
      expect(refusedFields(refused.data)).toEqual(['ids']);
    }
  });
});
