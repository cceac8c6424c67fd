import { z } from '../forms/zod';
import { percentOf } from '../staff/analytics';
import { leadSources, type LeadSource, type LeadStatus } from './leads';

/**
 * "Where do our jobs come from?" (docs/product.md §12.8): per source, leads → qualified → won over a period,
 * with the conversion rate, the won value and the median time to first contact. The rules live here; the
 * service only reads the facts of each lead.
 */

/** The quick periods staff pick from, in days up to and including today. */
export const funnelPeriodDays = ['30', '90', '365'] as const;
export type FunnelPeriodDays = (typeof funnelPeriodDays)[number];
export const defaultFunnelPeriodDays: FunnelPeriodDays = '90';

export const funnelPeriodMessages = {
  date: 'Enter a date like 2026-05-31',
  bothDates: 'Choose both a first and a last day',
  order: 'The last day cannot be before the first',
} as const;

/**
 * The period in the URL: `days` (30, 90 or 365) or a `from`–`to` pair of days, both included. Days are UTC
 * calendar days, like the weeks of docs/product.md §12.5.
 */
export const funnelPeriodSchema = z
  .object({
    days: z.enum(funnelPeriodDays).optional(),
    from: z.iso.date({ error: funnelPeriodMessages.date }).optional(),
    to: z.iso.date({ error: funnelPeriodMessages.date }).optional(),
  })
  .superRefine((period, context) => {
    if ((period.from === undefined) !== (period.to === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [period.from === undefined ? 'from' : 'to'],
        message: funnelPeriodMessages.bothDates,
      });
    } else if (period.from && period.to && period.to < period.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: funnelPeriodMessages.order });
    }
  });
export type FunnelPeriodQuery = z.infer<typeof funnelPeriodSchema>;

/** The days a report covers, both included, as YYYY-MM-DD; `days` when it is one of the quick periods. */
export interface FunnelPeriod {
  from: string;
  to: string;
  days?: FunnelPeriodDays;
}

const dayMs = 24 * 60 * 60_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period a valid query names: its dates, or the last `days` days up to today, 90 when it names none. */
export function resolvePeriod(query: FunnelPeriodQuery, now: number): FunnelPeriod {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const days = query.days ?? defaultFunnelPeriodDays;
  return { from: dayOf(now - (Number(days) - 1) * dayMs), to: dayOf(now), days };
}

/** The instants a period covers, as the stored ISO texts compare: from its first midnight to after its last day. */
export const periodBounds = (period: FunnelPeriod) => ({
  start: `${period.from}T00:00:00.000Z`,
  end: `${dayOf(Date.parse(`${period.to}T00:00:00.000Z`) + dayMs)}T00:00:00.000Z`,
});

/** A lead at these statuses has been qualified: a proposal or a win comes after qualifying. */
export const qualifiedOrLater: readonly LeadStatus[] = ['qualified', 'proposal', 'won'];

export interface FunnelRow {
  /** The source, or 'all' for the row of every source together. */
  source: LeadSource | 'all';
  leads: number;
  qualified: number;
  won: number;
  /** Won over leads, a rounded whole percent (the conversion rate of docs/product.md §12.2). */
  conversionRate: number;
  /** The estimated values of the won leads, whole US dollars. */
  wonValue: number;
  /** How many of the leads have been contacted: the median is over these. */
  contacted: number;
  /** Median milliseconds from a lead's arrival to its first status change; null with none contacted. */
  medianToFirstContactMs: number | null;
  /**
   * Promises settled in the period (docs/decisions/078): leads with a due time that were answered, or were not
   * and are past it. A promise still running counts in neither.
   */
  promised: number;
  /** Of those, answered by their due time. */
  kept: number;
  /** Kept over promised, a rounded whole percent; null with no promise settled. */
  keptRate: number | null;
  /** How many leads have a first response (a reply or a status change out of 'new'): the median is over these. */
  answered: number;
  /** Median milliseconds from a lead's arrival to its first response; null with none answered. */
  medianFirstResponseMs: number | null;
}

export interface FunnelReport {
  period: FunnelPeriod;
  /** Sources with at least one lead in the period, most leads first. */
  bySource: FunnelRow[];
  total: FunnelRow;
  /** When a stored report (a quick period's, docs/decisions/069) was computed, ISO; absent when computed now. */
  asOf?: string;
}

/**
 * One source's figures over a period ('all' for every source together), as the database tallies them
 * (worker/services/pipeline/funnel.ts): a lead is qualified when it holds or once held a qualified-or-later status;
 * the median wait is over the contacted leads, the mean of the two middle waits for an even number.
 */
export type FunnelTally = Omit<FunnelRow, 'conversionRate' | 'keptRate'>;

const rowOf = (tally: FunnelTally): FunnelRow => ({
  ...tally,
  conversionRate: percentOf(tally.won, tally.leads),
  keptRate: tally.promised === 0 ? null : percentOf(tally.kept, tally.promised),
});

/** The tally of no leads: a period without any, and the zero every tally starts from. */
export const noLeads: FunnelTally = {
  source: 'all',
  leads: 0,
  qualified: 0,
  won: 0,
  wonValue: 0,
  contacted: 0,
  medianToFirstContactMs: null,
  promised: 0,
  kept: 0,
  answered: 0,
  medianFirstResponseMs: null,
};

/** The report of a period from its tallies: the sources with leads, most leads first, and the total. */
export function funnelOf(period: FunnelPeriod, tallies: readonly FunnelTally[]): FunnelReport {
  const bySource = leadSources
    .flatMap((source) => tallies.filter((tally) => tally.source === source && tally.leads > 0).map(rowOf))
    // Stable: equal counts keep the sources' usual order.
    .toSorted((a, b) => b.leads - a.leads);
  return { period, bySource, total: rowOf(tallies.find((tally) => tally.source === 'all') ?? noLeads) };
}
