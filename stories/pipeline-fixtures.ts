import type { AdminLead } from '@site/domain/staff/lead-table';
import { leadStatuses } from '@site/domain/leads/leads';
import { boardColumns, type BoardColumn, type FollowUpQueue } from '@site/domain/leads/pipeline';
import { longLead, minimalLead, sampleLead, urgentLead } from './staff-fixtures';

/** The office's day the pipeline stories read follow-ups against. */
export const storyToday = '2026-11-23';

export const ana = { id: 'staff-ana', name: 'Ana Reyes' };
export const kai = { id: 'staff-kai', name: 'Kai Lono' };

export const emptyBoard: BoardColumn[] = boardColumns([], {});

export const oneLeadBoard: BoardColumn[] = boardColumns([{ status: 'new', count: 1, estimatedValue: 0 }], {
  new: [urgentLead],
});

const firstNames = ['Leilani', 'Marcus', 'Priya', 'Tomás', 'Hana', 'Dmitri', 'Grace', 'Owen'];

/** A realistic morning: a few cards a column, the new column cut at five of 42, owners and follow-ups set. */
export const manyLeadsBoard: BoardColumn[] = (() => {
  const cards: Partial<Record<(typeof leadStatuses)[number], AdminLead[]>> = {};
  for (const [column, status] of leadStatuses.entries()) {
    const size = status === 'new' ? 5 : status === 'lost' ? 1 : 3;
    cards[status] = Array.from({ length: size }, (_, index) => ({
      ...minimalLead,
      id: `board-${status}-${index}`,
      name: `${firstNames[(column + index) % firstNames.length]} ${status} ${index + 1}`,
      status,
      estimatedValue: index === 1 ? null : 40_000 * (column + 1) + 5_000 * index,
      owner: index === 0 ? ana : index === 2 ? kai : null,
      followUpOn: index === 0 ? '2026-11-20' : index === 2 ? storyToday : null,
    }));
  }
  cards.proposal = [{ ...longLead, owner: kai }, ...(cards.proposal ?? []).slice(1)];
  cards.qualified = [{ ...sampleLead, owner: ana, followUpOn: '2026-11-30' }, ...(cards.qualified ?? []).slice(1)];
  return boardColumns(
    [
      { status: 'new', count: 42, estimatedValue: 1_960_000 },
      { status: 'contacted', count: 3, estimatedValue: 250_000 },
      { status: 'qualified', count: 3, estimatedValue: 855_000 },
      { status: 'proposal', count: 3, estimatedValue: 13_080_000 },
      { status: 'won', count: 3, estimatedValue: 410_000 },
      { status: 'lost', count: 1, estimatedValue: 240_000 },
    ],
    cards,
  );
})();

export const followUps: FollowUpQueue = {
  today: storyToday,
  overdue: [
    { ...sampleLead, id: 'fu-1', owner: ana, followUpOn: '2026-11-20' },
    { ...minimalLead, id: 'fu-2', name: 'Hana Watanabe', owner: kai, followUpOn: '2026-11-18' },
  ],
  dueToday: [
    { ...urgentLead, id: 'fu-3', owner: ana, status: 'contacted', followUpOn: storyToday },
    { ...minimalLead, id: 'fu-4', name: 'Owen Park', followUpOn: storyToday },
  ],
  overdueCount: 2,
  dueTodayCount: 31,
};
