import { adminRegions, type AdminRegion, type LeadSortColumn } from '@site/domain/staff/lead-table';
import { type StaffMember } from '@site/domain/staff/sign-in';
import { leadSources, leadStatuses, type LeadSource, type LeadStatus } from '@site/domain/leads/leads';
import { businessDay } from '@site/domain/company/office-clock';
import { env } from 'cloudflare:workers';
import { database } from '../../../worker/db/client';
import { leads } from '../../../worker/db/schema';
import { storeStaffAccount } from '../../../worker/test/staff';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { formExamples } from '@site/domain/forms/form-examples';

const dayMs = 86_400_000;
/** The office's day the follow-up views are read against. */
export const today = businessDay(new Date());
const dayFrom = (offset: number) => new Date(Date.parse(today) + offset * dayMs).toISOString().slice(0, 10);
const firstNames = ['maya', 'Daniel', 'keoni', 'Dana', 'Ruth', 'marco', 'Priya', 'Leilani', 'Owen', 'Sofia'];
const places: Record<AdminRegion, string> = {
  California: 'Walnut Creek, CA',
  Oregon: 'Portland, OR',
  Hawaii: 'Kailua, Hawaii',
  Unknown: 'Not provided',
};

/** What the test knows of each stored lead, to compute the expected pages itself. */
export interface TableLead {
  id: string;
  name: string;
  source: LeadSource;
  status: LeadStatus;
  region: AdminRegion;
  estimatedValue: number | null;
  ownerId: string | null;
  ownerName: string | null;
  followUpOn: string | null;
  isUrgent: boolean;
  createdAt: string;
}

/**
 * 120 leads with every source, status and region, repeated names, estimates and days (so the id has to
 * break ties), three owners (`me`, Kai and Bea) and nobody, follow-ups today, overdue and later.
 */
export async function storeTableLeads(me: StaffMember, count = 120) {
  const kai = await storeStaffAccount('kai.lono@pacificspan.example', 'Kai Lono');
  const bea = await storeStaffAccount('bea.cruz@pacificspan.example', 'bea Cruz');
  const owners = [null, kai, bea, me];
  const start = Date.parse('2026-01-05T09:00:00.000Z');
  const stored = Array.from({ length: count }, (_, index): TableLead => {
    const owner = owners[(index * 7) % owners.length] ?? null;
    const followUp = [null, -3, 0, 4, -1][index % 5];
    return {
      id: `lead-${String((index * 37) % count).padStart(3, '0')}`,
      name: `${firstNames[index % firstNames.length]} ${index % 3 === 0 ? 'Kealoha' : 'Ortega'}`,
      source: leadSources[index % leadSources.length] ?? 'contact',
      status: leadStatuses[(index * 5) % leadStatuses.length] ?? 'new',
      region: adminRegions[index % adminRegions.length] ?? 'Unknown',
      estimatedValue: index % 6 === 0 ? null : ((index * 13) % 9) * 25_000,
      ownerId: owner?.id ?? null,
      ownerName: owner?.name ?? null,
      followUpOn: followUp === null || followUp === undefined ? null : dayFrom(followUp),
      isUrgent: index % 17 === 0,
      createdAt: new Date(start + Math.floor(index / 2) * dayMs).toISOString(),
    };
  });
  const db = database(env.DB);
  const [first, ...rest] = stored.map((lead) =>
    db.insert(leads).values({
      ...lead,
      email: `${lead.id}@example.com`,
      location: places[lead.region],
      projectType: 'Kitchen remodel',
      submission: contactSchema.parse({ ...formExamples.contact, email: `${lead.id}@example.com` }),
      idempotencyKey: `key-${lead.id}`,
      updatedAt: lead.createdAt,
    }),
  );
  if (first) await db.batch([first, ...rest]);
  return { stored, kai, bea };
}

const key: Record<LeadSortColumn, (lead: TableLead) => string | number | null> = {
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
export function tableOrder(stored: TableLead[], sort: LeadSortColumn, descending: boolean): string[] {
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
