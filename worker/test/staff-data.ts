import type { ProjectInput } from '@site/domain/staff/projects';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { seedLeads } from '../../scripts/seed-data';
import { database, type Database } from '../db/client';
import { leads } from '../db/schema';
import { recordLead } from '../services/lead-forms/leads';

/**
 * The seven demo leads, with known creation times one day apart (the first is the oldest), so order,
 * weeks and filters are predictable: contact Maya, contact Daniel, intake Keoni (Hawaii), calculator Dana
 * (Oregon), partner Ruth, emergency Marco (California, the only urgent one), bid Priya (California).
 */
const firstDay = Date.now() - 20 * 86_400_000;
export async function storeDemoLeads(db: Database): Promise<Record<string, string>> {
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

/** A project as staff enter it. */
export const newProject: ProjectInput = {
  name: 'Lahaina Community Center',
  client: 'West Maui Trust',
  location: 'Lahaina, Hawaii',
  type: 'Commercial Construction',
  status: 'planning',
  progress: 0,
  budget: 3_400_000,
};

/** The demo leads stored afresh before each test of the file that calls this; `idOf` names one by its form key. */
export function demoLeadsBeforeEach(): (key: string) => string {
  let ids: Record<string, string> = {};
  beforeEach(async () => {
    ids = await storeDemoLeads(database(env.DB));
  });
  return (key) => ids[key] ?? '';
}

/**
 * Staff's edit of Keoni's intake lead, from the list's dialog or the lead page: it carries the whole lead with a
 * changed name and source too, of which only status, estimate and notes may be saved (`edited` is the lead
 * after it, `audited` what its event records).
 */
export const keoniEdit = {
  sent: {
    intent: 'edit',
    status: 'qualified',
    estimatedValue: 420_000,
    notes: 'Site visit booked',
    name: 'Hacked Name',
    source: 'chat',
  },
  edited: {
    status: 'qualified',
    estimatedValue: 420_000,
    notes: 'Site visit booked',
    name: 'Keoni Makoa',
    source: 'intake',
  },
  audited: {
    before: { status: 'new', estimatedValue: null, notes: null },
    after: { status: 'qualified', estimatedValue: 420_000, notes: 'Site visit booked' },
  },
} as const;
