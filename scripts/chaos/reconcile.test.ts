import { describe, expect, it } from 'vitest';
import { reconcile, type ReconcileInput, type StoredLead } from './reconcile';

const objectKeyOf = (id: string) => `lead-files/${id}`;
const alerted = (key: string, id: string): StoredLead => ({ key, id, alerts: 1, alertsSent: 1, alertSends: 1 });

/** Two leads, one with a photo, and a third whose visitor uploaded a photo and left: all accounted for. */
const whole = (): ReconcileInput => ({
  sent: [
    { key: 'chaos-a', files: [], abandoned: false },
    { key: 'chaos-b', files: ['photo-b'], abandoned: false },
    { key: 'chaos-c', files: ['photo-c'], abandoned: true },
  ],
  outcomes: new Map([
    ['chaos-a', { ids: ['lead-a', 'lead-a'], gaveUp: false }],
    ['chaos-b', { ids: ['lead-b'], gaveUp: false }],
    ['chaos-c', { ids: [], gaveUp: false }],
  ]),
  leads: [alerted('chaos-a', 'lead-a'), alerted('chaos-b', 'lead-b')],
  files: [{ id: 'file-b', requestKey: 'chaos-b', clientId: 'photo-b', leadId: 'lead-b' }],
  objects: ['lead-files/file-b'],
  objectKeyOf,
});

describe('the chaos run’s reconciliation', () => {
  it('accounts for every lead, alert and file of a whole run', () => {
    expect(reconcile(whole())).toEqual({
      accepted: 2,
      lost: 0,
      duplicated: 0,
      alertsSentOnce: 2,
      alertsUnsent: 0,
      alertsSentTwice: 0,
      filesAttached: 1,
      filesSwept: 1,
      filesLeft: 0,
      problems: [],
    });
  });

  it('counts an accepted key with no row as lost', () => {
    const run = { ...whole(), leads: [alerted('chaos-b', 'lead-b')] };
    const result = reconcile(run);
    expect(result.lost).toBe(1);
    expect(result.problems).toContain('1 leads lost (no row): chaos-a');
  });

  it('counts a second answer naming another lead as a duplicate', () => {
    const run = whole();
    run.outcomes = new Map([...run.outcomes, ['chaos-a', { ids: ['lead-a', 'lead-x'], gaveUp: false }]]);
    expect(reconcile(run).duplicated).toBe(1);
  });

  it('tells an alert sent twice from one never sent', () => {
    const run = {
      ...whole(),
      leads: [
        { ...alerted('chaos-a', 'lead-a'), alertSends: 2 },
        { ...alerted('chaos-b', 'lead-b'), alertsSent: 0, alertSends: 0 },
      ],
    };
    expect(reconcile(run)).toMatchObject({ alertsSentOnce: 0, alertsSentTwice: 1, alertsUnsent: 1 });
  });

  it('finds a photo left behind: kept after its visitor left, an object with no row, a row with no object', () => {
    const run = {
      ...whole(),
      files: [
        { id: 'file-b', requestKey: 'chaos-b', clientId: 'photo-b', leadId: 'lead-b' },
        { id: 'file-c', requestKey: 'chaos-c', clientId: 'photo-c', leadId: null },
      ],
      objects: ['lead-files/file-c', 'lead-files/orphan'],
    };
    expect(reconcile(run)).toMatchObject({ filesAttached: 1, filesSwept: 0, filesLeft: 3 });
  });
});
