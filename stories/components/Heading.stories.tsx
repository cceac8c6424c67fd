import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Heading } from '../../ui/src/components/Heading';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Built Right Since 1987' },
});

const scale = () => (
  <>
    <Heading level={1} size="display">
      Design/Build Across the Pacific
    </Heading>
    <Heading level={2} size="xl">
      Our Services
    </Heading>
    <Heading level={3} size="lg">
      Construction Management
    </Heading>
    <Heading level={4} size="md">
      Hawaii Division
    </Heading>
    <Heading level={5} size="sm">
      Volcanic-rock foundations
    </Heading>
  </>
);

export const Scale = meta.story({
  render: scale,
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4, 5]) await expect(canvas.getByRole('heading', { level })).toBeVisible();
  },
});

export const ScaleOnPhone = meta.story({
  globals: onPhone,
  render: scale,
  play: async ({ canvas }) => {
    await expect(parseFloat(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontSize)).toBe(38);
  },
});

export const LevelIsNotSize = meta.story({
  args: { level: 2, size: 'display', tone: 'brand', children: 'An h2 that looks like a display heading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
});
