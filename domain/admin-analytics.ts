import {
  adminRegions,
  type AdminAnalytics,
  type AdminRegion,
  type AdminSummary,
  type CountShare,
  type ProjectStatus,
} from './admin';
import { leadSources, type LeadSource, type LeadStatus } from './leads';
import { regionOf } from './regions';

/** What the analytics need of a lead: no contact details. */
export interface LeadFacts {
  source: LeadSource;
  status: LeadStatus;
  location: string;
  estimatedValue?: number | null;
  createdAt: string;
}

/** The conversion rate (docs/product.md §12.2): rounded whole percent, 0 of nothing is 0. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The four summary cards. Active projects are those in progress; pipeline value sums every lead's estimate. */
export function summarise(leads: readonly LeadFacts[], projectStatuses: readonly ProjectStatus[]): AdminSummary {
  return {
    totalLeads: leads.length,
    activeProjects: projectStatuses.filter((status) => status === 'in-progress').length,
    pipelineValue: leads.reduce((sum, lead) => sum + (lead.estimatedValue ?? 0), 0),
    conversionRate: percentOf(leads.filter((lead) => lead.status === 'won').length, leads.length),
  };
}

/**
 * Counts and shares for every key, zeros included, in the keys' order. When every lead counts under exactly
 * one key, the whole percents are apportioned by largest remainder, so the shares staff read add up to
 * exactly 100 % (rounding each one alone can make 101 %).
 */
export function countShares<Key extends string>(
  keys: readonly Key[],
  keysOfLeads: readonly Key[][],
  total: number,
): CountShare<Key>[] {
  const counts = keys.map((key) => ({
    key,
    count: keysOfLeads.filter((leadKeys) => leadKeys.includes(key)).length,
  }));
  const partition = total > 0 && counts.reduce((sum, { count }) => sum + count, 0) === total;
  if (!partition) return counts.map(({ key, count }) => ({ key, count, share: percentOf(count, total) }));
  const exact = counts.map(({ count }) => (count / total) * 100);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .toSorted((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return counts.map(({ key, count }, index) => ({ key, count, share: shares[index] ?? 0 }));
}

/**
 * The one region a lead counts in: the state its location names, read with the chat's rule (cities and
 * abbreviations too: 'Portland, OR', 'Honolulu', 'LA'), or 'Unknown', so every lead is counted once and the
 * shares add up to 100 %.
 */
export const regionOfLead = (location: string): AdminRegion => regionOf(location)?.label ?? 'Unknown';

const dayMs = 24 * 60 * 60_000;

/** The Monday (UTC) that starts the week of `time`, as YYYY-MM-DD. */
export function weekStartOf(time: number): string {
  const date = new Date(time);
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - daysSinceMonday))
    .toISOString()
    .slice(0, 10);
}

/** Leads per week for the `weeks` weeks up to and including this one, oldest first. */
export function leadsPerWeek(createdAt: readonly string[], now: number, weeks = 12): AdminAnalytics['perWeek'] {
  const thisWeek = Date.parse(weekStartOf(now));
  const perWeek = Array.from({ length: weeks }, (_, index) => ({
    weekStart: new Date(thisWeek - (weeks - 1 - index) * 7 * dayMs).toISOString().slice(0, 10),
    count: 0,
  }));
  const byStart = new Map(perWeek.map((week) => [week.weekStart, week]));
  for (const at of createdAt) {
    const week = byStart.get(weekStartOf(Date.parse(at)));
    if (week) week.count += 1;
  }
  return perWeek;
}

/** GET /api/admin/analytics from the leads and the projects' statuses. */
export function analyticsOf(
  leads: readonly LeadFacts[],
  projectStatuses: readonly ProjectStatus[],
  now: number,
): AdminAnalytics {
  return {
    summary: summarise(leads, projectStatuses),
    bySource: countShares(
      leadSources,
      leads.map((lead) => [lead.source]),
      leads.length,
    ),
    byRegion: countShares(
      adminRegions,
      leads.map((lead) => [regionOfLead(lead.location)]),
      leads.length,
    ),
    perWeek: leadsPerWeek(
      leads.map((lead) => lead.createdAt),
      now,
    ),
  };
}
