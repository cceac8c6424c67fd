import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { FollowUpList } from '../../ui/src/widgets/staff/FollowUpList';
import { ana, followUps, storyToday } from '../pipeline-fixtures';
import { onPhone } from '../viewports';
import { loadFailedStory, loadingStory } from '../load-states';

const meta = preview.meta({
  title: 'Widgets/FollowUpList',
  component: FollowUpList,
  args: { queue: followUps, staffId: ana.id, detailHref: (lead) => `/admin/leads/${lead.id}` },
});

const section = (canvas: HTMLElement, name: RegExp) => within(canvas).getByRole('region', { name });

export const MineFirst = meta.story({
  play: async ({ canvasElement }) => {
    const overdue = section(canvasElement, /^Overdue/);
    await expect(overdue).toHaveAccessibleName('Overdue (2)');
    const [mine, theirs] = within(overdue).getAllByRole('listitem');
    await expect(mine).toHaveTextContent('Keoni KahaleYours · Qualified · Nov 20, 2026');
    await expect(theirs).toHaveTextContent('Hana WatanabeKai Lono · Contacted · Nov 18, 2026');
    const today = section(canvasElement, /^Due today/);
    await expect(within(today).getAllByRole('listitem')[1]).toHaveTextContent('Owen ParkUnassigned');
    // 31 are due; the panel shows two and says how many it left out.
    await expect(today).toHaveTextContent('and 29 more');
    await expect(within(today).getByRole('link', { name: 'Owen Park' })).toHaveAttribute('href', '/admin/leads/fu-4');
  },
});

export const NothingDue = meta.story({
  args: { queue: { today: storyToday, overdue: [], dueToday: [], overdueCount: 0, dueTodayCount: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing overdue.')).toBeVisible();
    await expect(canvas.getByText('Nothing due today.')).toBeVisible();
  },
});

export const Loading = meta.story(loadingStory('follow-ups', { queue: undefined, isLoading: true }));

export const LoadError = meta.story(loadFailedStory('follow-ups', { queue: undefined, error: 'Failed to fetch' }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(section(canvasElement, /^Due today/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
