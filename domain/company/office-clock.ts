import { company } from './company';

/**
 * The office's clock: every reading of Pacific time the pipeline makes (the follow-up day, the weekend of a
 * response deadline, the business days of a promise), whatever the server's or browser's zone. The staff pages'
 * display formatters are in ui/src/widgets/staff/staff-format.ts.
 */

const dayMs = 86_400_000;

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: company.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The office's calendar day at `at`, YYYY-MM-DD. */
export const businessDay = (at: Date): string => calendarDay.format(at);

const weekday = new Intl.DateTimeFormat('en-US', { timeZone: company.timeZone, weekday: 'short' });

/** Whether `at` falls on a Saturday or Sunday at the office. */
export const isOfficeWeekend = (at: number): boolean => ['Sat', 'Sun'].includes(weekday.format(at));

const clockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: company.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the office's clock is ahead of UTC at `at` (negative in California). */
function zoneOffsetMs(at: number): number {
  const part = Object.fromEntries(clockParts.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
  const asUtc = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour, part.minute, part.second);
  return asUtc - (at - (at % 1000));
}

/** The office's calendar day at `at`, as a UTC midnight (so days step by 24 hours whatever the clocks do). */
export function officeDay(at: number): number {
  const local = at + zoneOffsetMs(at);
  return local - (((local % dayMs) + dayMs) % dayMs);
}

/** The instant the office's clock shows midnight starting `day` (a UTC midnight standing for that date). */
export function officeMidnight(day: number): number {
  const first = day - zoneOffsetMs(day);
  return day - zoneOffsetMs(first);
}
