import { leadSources, type LeadSource } from '../leads/leads';
import type { AdminLead } from './lead-table';

/**
 * A lead as staff read it: a new intake lead from Concord unless the caller says otherwise. Tests and stories
 * start from it and change what they show, so a field added to `AdminLead` is added here once.
 */
export const exampleLead = (fields: Pick<AdminLead, 'id' | 'name' | 'email'> & Partial<AdminLead>): AdminLead => ({
  phone: null,
  company: null,
  location: 'Concord, California',
  region: 'California',
  projectType: 'Residential',
  status: 'new',
  source: 'intake',
  estimatedValue: null,
  notes: null,
  urgency: null,
  isUrgent: false,
  overdue: false,
  owner: null,
  followUpOn: null,
  createdAt: '2026-11-20T17:30:00.000Z',
  updatedAt: '2026-11-20T17:30:00.000Z',
  responseDueAt: null,
  firstResponseAt: null,
  erasedAt: null,
  unverified: false,
  promise: null,
  ...fields,
});

/**
 * The dashboard's leads by source as a test expects them: every source in the registry's order, with no leads
 * unless `counted` names it, so a test writes only the sources it counted.
 */
export const exampleSourceCounts = (counted: Partial<Record<LeadSource, { count: number; share: number }>>) =>
  leadSources.map((key) => ({ key, ...(counted[key] ?? { count: 0, share: 0 }) }));
