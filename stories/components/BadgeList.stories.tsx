import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { BadgeList } from '../../ui/src/components/BadgeList';
import { onPhone } from '../viewports';

const platforms = ['Procore', 'Buildertrend', 'PlanGrid', 'QuickBooks'];

const meta = preview.meta({
  title: 'Components/BadgeList',
  component: BadgeList,
  args: { items: platforms, label: 'Integrated platforms' },
});

export const Named = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Integrated platforms' });
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(platforms);
  },
});

export const WrapsOnPhone = meta.story({
  globals: onPhone,
  args: {
    items: [...platforms, 'Daily photo logs', 'Cost-to-complete forecasts', 'Punch lists', 'RFI tracking'],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    for (const item of items) await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const rows = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(rows.size).toBeGreaterThan(1);
  },
});
