import { describe, expect, it } from 'vitest';
import { businessDay } from '../company/office-clock';
import type { AdminLead } from '../staff/lead-table';
import { exampleLead } from '../staff/examples';
import {
  boardColumns,
  boardMoveSchema,
  followUpState,
  hiddenCount,
  leadNoteSchema,
  moveOnBoard,
  pipelineMessages,
} from './pipeline';

const lead = (id: string, fields: Partial<AdminLead> = {}): AdminLead =>
  exampleLead({ id, name: `Lead ${id}`, email: `${id}@example.com`, ...fields });

describe('the board columns', () => {
  it('are the six statuses in pipeline order, with the totals of every lead, not only the shown cards', () => {
    const columns = boardColumns(
      [
        { status: 'won', count: 3, estimatedValue: 900_000 },
        { status: 'new', count: 40, estimatedValue: 1_250_000 },
      ],
      { new: [lead('a', { estimatedValue: 50_000 })] },
    );
    expect(columns.map((column) => column.status)).toEqual([
      'new',
      'contacted',
      'qualified',
      'proposal',
      'won',
      'lost',
    ]);
    expect(columns[0]).toMatchObject({ count: 40, estimatedValue: 1_250_000 });
    expect(hiddenCount(columns[0]!)).toBe(39);
    expect(columns[1]).toEqual({ status: 'contacted', leads: [], count: 0, estimatedValue: 0 });
    expect(columns[4]).toMatchObject({ count: 3, estimatedValue: 900_000, leads: [] });
    expect(hiddenCount(columns[4]!)).toBe(3);
  });
});

describe('a move on the board', () => {
  const columns = boardColumns(
    [
      { status: 'new', count: 2, estimatedValue: 70_000 },
      { status: 'proposal', count: 5, estimatedValue: 1_000_000 },
    ],
    {
      new: [lead('a', { estimatedValue: 70_000 }), lead('b')],
      proposal: [lead('c', { status: 'proposal', estimatedValue: 200_000 })],
    },
  );

  it('takes the card, its count and its value from one column to the head of the other', () => {
    const moved = moveOnBoard(columns, 'a', 'proposal');
    expect(moved[0]).toMatchObject({ count: 1, estimatedValue: 0 });
    expect(moved[0]!.leads.map((card) => card.id)).toEqual(['b']);
    expect(moved[3]).toMatchObject({ count: 6, estimatedValue: 1_070_000 });
    expect(moved[3]!.leads.map((card) => [card.id, card.status])).toEqual([
      ['a', 'proposal'],
      ['c', 'proposal'],
    ]);
  });

  it('counts a lead without an estimate as 0', () => {
    const moved = moveOnBoard(columns, 'b', 'lost');
    expect(moved[0]).toMatchObject({ count: 1, estimatedValue: 70_000 });
    expect(moved[5]).toMatchObject({ count: 1, estimatedValue: 0 });
  });

  it('changes nothing for a drop in its own column or an unknown card', () => {
    expect(moveOnBoard(columns, 'a', 'new')).toEqual(columns);
    expect(moveOnBoard(columns, 'nope', 'won')).toEqual(columns);
  });
});

describe('follow-up days', () => {
  it('are read on the office calendar: 07:30 UTC is still the day before in Concord', () => {
    expect(businessDay(new Date('2026-11-24T07:30:00Z'))).toBe('2026-11-23');
    expect(businessDay(new Date('2026-11-24T08:30:00Z'))).toBe('2026-11-24');
    // Summer time: Pacific is UTC-7.
    expect(businessDay(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(businessDay(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('are overdue before today, due today on the day, upcoming after, and nothing when unset', () => {
    expect(followUpState('2026-11-22', '2026-11-23')).toBe('overdue');
    expect(followUpState('2026-11-23', '2026-11-23')).toBe('due-today');
    expect(followUpState('2026-12-01', '2026-11-23')).toBe('upcoming');
    expect(followUpState(null, '2026-11-23')).toBeUndefined();
  });
});

describe('the schemas', () => {
  it('refuse an empty note with its message and keep line breaks', () => {
    const empty = leadNoteSchema.safeParse({ text: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(pipelineMessages.noteEmpty);
    expect(leadNoteSchema.parse({ text: ' Called.\nWants a site visit. ' })).toEqual({
      text: 'Called.\nWants a site visit.',
    });
  });

  it('take a move only to a known status and with the version it was made on', () => {
    expect(boardMoveSchema.safeParse({ leadId: 'a', status: 'won', updatedAt: 'x' }).success).toBe(true);
    expect(boardMoveSchema.safeParse({ leadId: 'a', status: 'archived', updatedAt: 'x' }).success).toBe(false);
    expect(boardMoveSchema.safeParse({ leadId: 'a', status: 'won' }).success).toBe(false);
  });
});
