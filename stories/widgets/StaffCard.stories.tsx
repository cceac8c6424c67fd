import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { StaffCard } from '../../ui/src/widgets/site/StaffCard';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/StaffCard',
  component: StaffCard,
  args: {
    person: {
      name: 'Leilani Kahale',
      title: 'Project Manager',
      division: 'Hawaii',
      description:
        'Runs island projects from permit to punch list, with a focus on shipping schedules and volcanic-rock foundations.',
      specializations: ['Island logistics', 'Volcanic-rock foundations', 'Panelized framing'],
    },
  },
  decorators: [framed({ maxWidth: 460 })],
});

export const Collapsed = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Leilani Kahale/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('img', { name: 'Leilani Kahale' })).toHaveTextContent('LK');
  },
});

export const ExpandsOnClick = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Leilani Kahale/ }));
    await expect(canvas.getByText(/Runs island projects/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Specialisations' })).toHaveTextContent('Island logistics');
  },
});

export const ExpandedOnPhone = meta.story({
  globals: onPhone,
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Runs island projects/)).toBeVisible();
  },
});
