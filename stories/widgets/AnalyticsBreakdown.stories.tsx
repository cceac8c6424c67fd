import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { AnalyticsBreakdown } from '../../ui/src/widgets/staff/AnalyticsBreakdown';
import { sampleAnalytics } from '../staff-fixtures';
import { onPhone } from '../viewports';
import { loadFailedStory, loadingStory } from '../load-states';

const meta = preview.meta({
  title: 'Widgets/AnalyticsBreakdown',
  component: AnalyticsBreakdown,
  args: { analytics: sampleAnalytics },
});

export const BySourceAndRegion = meta.story({
  play: async ({ canvas }) => {
    const sources = canvas.getByRole('table', { name: 'Leads by source' });
    await expect(within(sources).getAllByRole('row')).toHaveLength(10);
    await expect(within(sources).getByRole('row', { name: /Calculator/ })).toHaveTextContent('920%');
    const regions = canvas.getByRole('table', { name: 'Leads by region' });
    await expect(within(regions).getByRole('row', { name: /California/ })).toHaveTextContent('2246%');
    await expect(within(regions).getByRole('row', { name: /Hawaii/ })).toHaveTextContent('919%');
    await expect(within(regions).getByRole('row', { name: /Unknown/ })).toHaveTextContent('613%');
  },
});

export const NoLeads = meta.story({
  args: {
    analytics: {
      bySource: sampleAnalytics.bySource.map((row) => ({ ...row, count: 0, share: 0 })),
      byRegion: sampleAnalytics.byRegion.map((row) => ({ ...row, count: 0, share: 0 })),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Leads by region' })).getByRole('row', { name: /Oregon/ }),
    ).toHaveTextContent('00%');
  },
});

export const Loading = meta.story(loadingStory('analytics', { analytics: undefined }));

export const LoadFailed = meta.story(
  loadFailedStory('analytics', { analytics: undefined, error: '401: Sign in again' }),
);

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Leads by source' })).toBeVisible();
  },
});
