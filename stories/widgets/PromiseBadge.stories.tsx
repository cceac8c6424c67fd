import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { PromiseBadge, type PromiseBadgeProps } from '../../ui/src/widgets/staff/PromiseBadge';
import { framed } from '../decorators';

const dueAt = '2026-11-21T00:00:00.000Z';

const meta = preview.meta({
  title: 'Widgets/PromiseBadge',
  component: PromiseBadge,
  args: { promise: 'due', dueAt } satisfies PromiseBadgeProps,
  decorators: [framed({ maxWidth: 480 })],
});

/** The clock runs: the badge says when the promised answer is due, in the office's time. */
export const Due = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Response promise:', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(/Nov 20, 2026, 4:00\s?PM/)).toHaveAttribute('datetime', dueAt);
  },
});

export const Met = meta.story({
  args: { promise: 'met' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Response promise: Met');
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
});

/** Answered late, or not at all and past its time: an emergency promised 0-4 hours answered after 5. */
export const Missed = meta.story({
  args: { promise: 'missed' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Response promise: Missed');
    await expect(canvasElement.querySelector('[data-variant="destructive"]')).not.toBeNull();
  },
});

/** A source that promises no answer (NDA access, chat) shows nothing. */
export const NoPromise = meta.story({
  args: { promise: null, dueAt: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Response promise');
  },
});
