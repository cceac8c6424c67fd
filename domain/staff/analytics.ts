import { adminRegions, type AdminRegion } from './lead-table';
import type { ProjectStatus } from './projects';
import { leadSources, type LeadSource, type LeadStatus } from '../leads/leads';
import { regionOf } from '../company/regions';

/** The four summary cards (docs/product.md §12.2). */
export interface AdminSummary {
  totalLeads: number;
  activeProjects: number;
  pipelineValue: number;
  /** Won leads over all leads, as a rounded percentage; 0 with no leads. */
  conversionRate: number;
}

export interface CountShare<Key extends string> {
  key: Key;
  count: number;
  /** Share of all leads, a rounded percentage. */
  share: number;
}

/** GET /api/admin/analytics. */
export interface AdminAnalytics {
  summary: AdminSummary;
  bySource: CountShare<LeadSource>[];
  byRegion: CountShare<AdminRegion>[];
  /** The last 12 weeks, oldest first; weeks start on Monday (UTC), as YYYY-MM-DD. */
  perWeek: { weekStart: string; count: number }[];
}

/**
 * How many leads hold one status, source and region, and the sum of their estimates: a row of the counts the
 * database keeps as leads change (docs/decisions/069), so the cards never read the leads themselves.
 */
export interface LeadTally {
  status: LeadStatus;
  source: LeadSource;
  region: AdminRegion;
  leads: number;
  estimatedValue: number;
}

/** Leads received in the week starting on Monday `weekStart` (UTC, YYYY-MM-DD). */
export interface WeekTally {
  weekStart: string;
  leads: number;
}

/** The conversion rate (docs/product.md §12.2): rounded whole percent, 0 of nothing is 0. */
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

const leadsIn = (tallies: readonly LeadTally[]) => tallies.reduce((sum, tally) => sum + tally.leads, 0);

/** The four summary cards. Active projects are those in progress; pipeline value sums every lead's estimate. */
export function summarise(tallies: readonly LeadTally[], projectStatuses: readonly ProjectStatus[]): AdminSummary {
  const totalLeads = leadsIn(tallies);
  return {
    totalLeads,
    activeProjects: projectStatuses.filter((status) => status === 'in-progress').length,
    pipelineValue: tallies.reduce((sum, tally) => sum + tally.estimatedValue, 0),
    conversionRate: percentOf(leadsIn(tallies.filter((tally) => tally.status === 'won')), totalLeads),
  };
}

/**
 * Counts and shares for every key, zeros included, in the keys' order, from counts per key (a key may come
 * more than once). When every lead counts under exactly one key, the whole percents are apportioned by
 * largest remainder, so the shares staff read add up to exactly 100 % (rounding each one alone can make
 * 101 %).
 */
export function countShares<Key extends string>(
  keys: readonly Key[],
  counted: readonly { key: Key; count: number }[],
  total: number,
): CountShare<Key>[] {
  const counts = keys.map((key) => ({
    key,
    count: counted.reduce((sum, entry) => sum + (entry.key === key ? entry.count : 0), 0),
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
export function leadsPerWeek(tallies: readonly WeekTally[], now: number, weeks = 12): AdminAnalytics['perWeek'] {
  const thisWeek = Date.parse(weekStartOf(now));
  const counted = new Map(tallies.map((tally) => [tally.weekStart, tally.leads]));
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = new Date(thisWeek - (weeks - 1 - index) * 7 * dayMs).toISOString().slice(0, 10);
    return { weekStart, count: counted.get(weekStart) ?? 0 };
  });
}

/** The dashboard's analytics from the lead counts, the weeks and the projects' statuses. */
export function analyticsOf(
  tallies: readonly LeadTally[],
  weeks: readonly WeekTally[],
  projectStatuses: readonly ProjectStatus[],
  now: number,
): AdminAnalytics {
  const total = leadsIn(tallies);
  return {
    summary: summarise(tallies, projectStatuses),
    bySource: countShares(
      leadSources,
      tallies.map((tally) => ({ key: tally.source, count: tally.leads })),
      total,
    ),
    byRegion: countShares(
      adminRegions,
      tallies.map((tally) => ({ key: tally.region, count: tally.leads })),
      total,
    ),
    perWeek: leadsPerWeek(weeks, now),
  };
}
