import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { CardGrid } from '../../ui/src/components/CardGrid';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Components/CardGrid',
  component: CardGrid,
  args: {
    cards: [
      { title: 'Transparency', text: 'Open books: you see every cost, every invoice and every change.' },
      { title: 'Quality focus', text: 'No incentive to cut corners to protect a fixed margin.' },
      { title: 'Immediate mobilization', text: 'Start 6+ weeks faster: no bidding round, which takes 4-8 weeks.' },
    ],
    columns: { phone: 1, tablet: 2, desktop: 3 } as const,
  },
});

export const Cards = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

export const NamedList = meta.story({
  render: (args) => (
    <section aria-labelledby="capabilities-title">
      <h2 id="capabilities-title">Residential Capabilities</h2>
      <CardGrid {...args} listLabelledBy="capabilities-title" />
    </section>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Residential Capabilities' });
    await expect(list.tagName).toBe('UL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Start 6\+ weeks faster/)).toBeVisible();
  },
});
