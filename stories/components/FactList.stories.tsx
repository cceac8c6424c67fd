import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Badge } from '../../ui/src/components/Badge';
import { FactList } from '../../ui/src/components/FactList';
import { onPhone } from '../viewports';

const reportFacts = [
  { label: 'Report date', value: 'May 16, 2025' },
  { label: 'Client', value: 'Harbor Point Properties' },
  { label: 'Superintendent', value: 'Dana Whitcomb' },
  { label: 'Weather', value: '68°F, partly cloudy, 55% humidity' },
  { label: 'Status', value: <Badge>Completed</Badge> },
];

const stats = [
  { label: 'Core crew', value: '16 members' },
  { label: 'Timeline', value: 'Under schedule' },
  { label: 'Project type', value: 'Retail renovation' },
  { label: 'Location', value: 'Pleasant Hill, CA' },
];

const meta = preview.meta({
  title: 'Components/FactList',
  component: FactList,
  args: { facts: reportFacts, 'aria-label': 'Report details' },
});

export const List = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.getByText('Superintendent')).toBeVisible();
    await expect(canvas.getByText('Dana Whitcomb')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
});

export const StatTiles = meta.story({
  args: { facts: stats, variant: 'stats', 'aria-label': 'Project figures' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('16 members')).toBeVisible();
    await expect(canvas.getAllByRole('definition')).toHaveLength(4);
  },
});

export const LongValues = meta.story({
  args: {
    facts: [
      { label: 'General contractor', value: 'Pacific Span Builders, licensed in California, Oregon and Hawaii' },
      {
        label: 'Notes',
        value: 'Storefront glazing for bays 4 through 9 arrived a day early and was staged under cover.',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/staged under cover/)).toBeVisible();
  },
});

export const StatTilesOnPhone = meta.story({
  globals: onPhone,
  args: { facts: stats, variant: 'stats', 'aria-label': 'Project figures' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under schedule')).toBeVisible();
  },
});
