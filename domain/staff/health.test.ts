import { describe, expect, it } from 'vitest';
import { alertedFigures, healthThresholds, judgeHealth, type HealthReading } from './health';

const checkedAt = '2026-11-28T18:00:00.000Z';
const ago = (minutes: number) => new Date(Date.parse(checkedAt) - minutes * 60_000).toISOString();

const quiet: HealthReading = {
  checkedAt,
  outbox: { queued: 0, retrying: 0, oldestWaitingAt: null },
  deadLetters: { count: 0, newestAt: null },
  cron: { lastStartedAt: ago(1), lastDurationMs: 500, firstStartedAt: ago(60) },
  unattachedFiles: { count: 0, oldestAt: null },
  unverifiedLeads: { count: 0, oldestAt: null },
  backup: { lastAt: null },
};

const redOf = (reading: Partial<HealthReading>) =>
  judgeHealth({ ...quiet, ...reading })
    .filter((figure) => figure.red)
    .map((figure) => figure.id);

describe('judgeHealth', () => {
  it('finds nothing red on a quiet site that has run less than a week without a backup', () => {
    expect(redOf({})).toEqual([]);
  });

  it('turns each figure red just past its threshold, not at it', () => {
    const t = healthThresholds;
    const cases: [Partial<HealthReading>, Partial<HealthReading>, string][] = [
      [
        { outbox: { queued: 1, retrying: 0, oldestWaitingAt: ago(t.outboxWaitingMinutes) } },
        { outbox: { queued: 1, retrying: 0, oldestWaitingAt: ago(t.outboxWaitingMinutes + 1) } },
        'outbox',
      ],
      [{ deadLetters: { count: 0, newestAt: null } }, { deadLetters: { count: 1, newestAt: ago(1) } }, 'dead-letters'],
      [
        { cron: { ...quiet.cron, lastStartedAt: ago(t.cronSilentMinutes) } },
        { cron: { ...quiet.cron, lastStartedAt: ago(t.cronSilentMinutes + 1) } },
        'cron',
      ],
      [
        { cron: { ...quiet.cron, lastDurationMs: t.cronDurationSeconds * 1000 } },
        { cron: { ...quiet.cron, lastDurationMs: t.cronDurationSeconds * 1000 + 1 } },
        'cron',
      ],
      [
        { unattachedFiles: { count: 1, oldestAt: ago(t.unattachedFileHours * 60) } },
        { unattachedFiles: { count: 1, oldestAt: ago(t.unattachedFileHours * 60 + 1) } },
        'unattached-files',
      ],
      [
        { unverifiedLeads: { count: 1, oldestAt: ago(t.unverifiedLeadHours * 60) } },
        { unverifiedLeads: { count: 1, oldestAt: ago(t.unverifiedLeadHours * 60 + 1) } },
        'unverified-leads',
      ],
      [
        { backup: { lastAt: ago(t.backupDays * 24 * 60) } },
        { backup: { lastAt: ago(t.backupDays * 24 * 60 + 1) } },
        'backup',
      ],
      [
        { cron: { ...quiet.cron, firstStartedAt: ago(t.backupDays * 24 * 60) } },
        { cron: { ...quiet.cron, firstStartedAt: ago(t.backupDays * 24 * 60 + 1) } },
        'backup',
      ],
    ];
    for (const [at, past, id] of cases) {
      expect(redOf(at)).toEqual([]);
      expect(redOf(past)).toEqual([id]);
    }
  });

  it('calls a cron that never ran red, and alerts the owners of every red figure but the cron', () => {
    const figures = judgeHealth({
      ...quiet,
      cron: { lastStartedAt: null, lastDurationMs: null, firstStartedAt: null },
      deadLetters: { count: 2, newestAt: ago(5) },
    });
    expect(figures.filter((figure) => figure.red).map((figure) => figure.id)).toEqual(['dead-letters', 'cron']);
    expect(alertedFigures(figures).map((figure) => figure.id)).toEqual(['dead-letters']);
  });
});
