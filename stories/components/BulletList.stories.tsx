import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { BulletList } from '../../ui/src/components/BulletList';
import { onPhone } from '../viewports';

const workPerformed = [
  'Set storefront framing for bays 4 through 9.',
  'Poured the slab for the new loading dock.',
  'Finished rough electrical in the food court.',
];

const features = ['Open floor plan', 'Solar ready roof', 'Two-car garage', 'EV charging'];

const meta = preview.meta({
  title: 'Components/BulletList',
  component: BulletList,
  args: { items: workPerformed },
});

export const Sentences = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getByText('Poured the slab for the new loading dock.')).toBeVisible();
  },
});

export const CompactFeatures = meta.story({
  args: { items: features, gap: '1', size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('EV charging')).toBeVisible();
  },
});

export const LongText = meta.story({
  args: {
    items: [
      'Storefront glazing for bays 4 through 9 arrived a day early and was staged under cover in the east lot, so the glazing crew can start on Monday without waiting for the crane.',
      'Short line.',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/staged under cover/)).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const item = canvas.getByText('Finished rough electrical in the food court.');
    await expect(item).toBeVisible();
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});
