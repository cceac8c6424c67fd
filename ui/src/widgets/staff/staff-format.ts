import { company } from '@site/domain/company/company';
import { leadSourceRegistry, type LeadSource, type LeadStatus } from '@site/domain/leads/leads';
import type { ProjectStatus } from '@site/domain/staff/projects';
import type { BadgeVariant } from '../../components/Badge';

// Staff work from the Concord office: times read in Pacific time whatever the browser's zone.
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: company.timeZone,
});
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: company.timeZone });
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const formatDate = (iso: string): string => date.format(new Date(iso));
// A calendar day (YYYY-MM-DD) is no instant: read at noon UTC it is the same day in every zone the office uses.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar day such as a follow-up day, 'Nov 23, 2026'. */
export const formatDay = (isoDay: string): string => day.format(new Date(`${isoDay}T12:00:00Z`));

/** How staff see a lead's source: its registry label (domain/leads/leads.ts). */
export const leadSourceLabel = (source: LeadSource): string => leadSourceRegistry[source].label;

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
};

export const leadStatusBadges: Record<LeadStatus, BadgeVariant> = {
  new: 'default',
  contacted: 'secondary',
  qualified: 'warning',
  proposal: 'outline',
  won: 'success',
  lost: 'destructive',
};

export const projectStatusLabels: Record<ProjectStatus, string> = {
  planning: 'Planning',
  'in-progress': 'In Progress',
  completed: 'Completed',
  'on-hold': 'On Hold',
};

export const projectStatusBadges: Record<ProjectStatus, BadgeVariant> = {
  planning: 'outline',
  'in-progress': 'default',
  completed: 'success',
  'on-hold': 'warning',
};

/** Options for a Select, from one of the label maps above. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
