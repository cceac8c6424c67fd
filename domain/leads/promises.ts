import { officeDay, officeMidnight } from '../company/office-clock';
import { urgencyLevels, type UrgencyLevel } from '../lead-forms/emergency';
import type { ResponsePromise } from './lead-source';
import { leadSourceRegistry, type LeadSource } from './leads';

/**
 * The promise clock (docs/decisions/078): when a lead's promised answer is due, and whether it was given in
 * time. The first staff reply or the first status change out of 'new' stops it.
 */

const hourMs = 3_600_000;
const dayMs = 86_400_000;

const isWeekday = (day: number) => ![0, 6].includes(new Date(day).getUTCDay());

/**
 * The end of the `count`th business day after the day `at` falls on, in the company's time zone: weekends do
 * not count, and neither does the day the lead arrived (a Monday lead promised 2 business days is due by the
 * end of Wednesday).
 */
export function endOfBusinessDays(at: number, count: number): number {
  let day = officeDay(at);
  let counted = 0;
  while (counted < count) {
    day += dayMs;
    if (isWeekday(day)) counted += 1;
  }
  return officeMidnight(day + dayMs);
}

const tierHours = (urgency: UrgencyLevel | null) =>
  urgencyLevels.find((level) => level.value === urgency)?.responseHours ?? null;

/** What a source promises; null for the sources that promise no answer (NDA access, recommendation, chat). */
export function responsePromiseOf(source: LeadSource): ResponsePromise | null {
  const entry = leadSourceRegistry[source];
  return 'form' in entry ? entry.form.respondWithin : null;
}

/** When the answer a lead was promised is due (an ISO instant), or null when its source promised none. */
export function responseDueAt(source: LeadSource, urgency: UrgencyLevel | null, createdAt: string): string | null {
  const promise = responsePromiseOf(source);
  const created = Date.parse(createdAt);
  if (promise === null) return null;
  if (promise === 'urgency-tier') {
    const hours = tierHours(urgency);
    return hours === null ? null : new Date(created + hours * hourMs).toISOString();
  }
  if ('hours' in promise) return new Date(created + promise.hours * hourMs).toISOString();
  return new Date(endOfBusinessDays(created, promise.businessDays)).toISOString();
}

export const promiseStates = ['due', 'met', 'missed'] as const;
/** Due: the clock runs and time is left. Met: answered by the due time. Missed: answered late, or not yet and late. */
export type PromiseState = (typeof promiseStates)[number];

/** Where a lead's promise stands at `now`; null when it was promised nothing. */
export function promiseState(
  lead: { responseDueAt: string | null; firstResponseAt: string | null },
  now: number,
): PromiseState | null {
  if (lead.responseDueAt === null) return null;
  const due = Date.parse(lead.responseDueAt);
  if (lead.firstResponseAt !== null) return Date.parse(lead.firstResponseAt) <= due ? 'met' : 'missed';
  return now > due ? 'missed' : 'due';
}
