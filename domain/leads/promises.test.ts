import { describe, expect, it } from 'vitest';
import { endOfBusinessDays, promiseState, responseDueAt } from './promises';

const hour = 3_600_000;

describe('the promise clock', () => {
  it('gives an emergency the far end of its urgency tier', () => {
    const at = '2027-03-10T12:00:00.000Z';
    expect(responseDueAt('emergency', 'critical', at)).toBe('2027-03-10T16:00:00.000Z');
    expect(responseDueAt('emergency', 'urgent', at)).toBe('2027-03-11T00:00:00.000Z');
    expect(responseDueAt('emergency', 'high', at)).toBe('2027-03-11T12:00:00.000Z');
    expect(responseDueAt('emergency', 'standard', at)).toBe('2027-03-12T12:00:00.000Z');
    expect(responseDueAt('partner', null, at)).toBe('2027-03-12T12:00:00.000Z');
  });

  it('counts business days in the office time zone, skipping weekends and the day the lead arrived', () => {
    // Monday 10:00 in California (PDT, UTC-7): two business days end with Wednesday, midnight Pacific.
    expect(responseDueAt('intake', null, '2027-05-10T17:00:00.000Z')).toBe('2027-05-13T07:00:00.000Z');
    // Friday 17:00 Pacific is Saturday in UTC, still Friday at the office: three business days end with Wednesday.
    expect(responseDueAt('bid', null, '2027-05-15T00:00:00.000Z')).toBe('2027-05-20T07:00:00.000Z');
    // A Saturday lead: Monday and Tuesday.
    expect(responseDueAt('contact', null, '2027-05-15T18:00:00.000Z')).toBe('2027-05-19T07:00:00.000Z');
    // Across the change to daylight time (March 14, 2027): midnight is 07:00 UTC after it, 08:00 before.
    expect(responseDueAt('calculator', null, '2027-03-12T18:00:00.000Z')).toBe('2027-03-17T07:00:00.000Z');
    expect(new Date(endOfBusinessDays(Date.parse('2027-01-04T18:00:00.000Z'), 1)).toISOString()).toBe(
      '2027-01-06T08:00:00.000Z',
    );
  });

  it('promises nothing for the sources that promise no answer', () => {
    expect(responseDueAt('nda', null, '2027-03-10T12:00:00.000Z')).toBeNull();
    expect(responseDueAt('chat', null, '2027-03-10T12:00:00.000Z')).toBeNull();
    expect(responseDueAt('recommendation', null, '2027-03-10T12:00:00.000Z')).toBeNull();
  });

  it('is due until its time, met when answered by then, missed when answered late or not at all', () => {
    const created = Date.parse('2027-03-10T12:00:00.000Z');
    const due = new Date(created + 4 * hour).toISOString();
    const answeredAfter = (hours: number) => new Date(created + hours * hour).toISOString();
    expect(promiseState({ responseDueAt: due, firstResponseAt: null }, created + hour)).toBe('due');
    expect(promiseState({ responseDueAt: due, firstResponseAt: null }, created + 5 * hour)).toBe('missed');
    expect(promiseState({ responseDueAt: due, firstResponseAt: answeredAfter(3) }, created + 9 * hour)).toBe('met');
    expect(promiseState({ responseDueAt: due, firstResponseAt: answeredAfter(5) }, created + 9 * hour)).toBe('missed');
    expect(promiseState({ responseDueAt: null, firstResponseAt: null }, created)).toBeNull();
  });
});
