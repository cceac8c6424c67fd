import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../../ui/src/components/Badge';
import { ChoiceCards } from '../../ui/src/components/ChoiceCards';
import { onPhone } from '../viewports';

const projects = [
  {
    value: 'harbor',
    title: 'Harbor Point Retail Center',
    details: ['Walnut Creek, California', 'Weekly status report'],
    badge: <Badge>Completed</Badge>,
  },
  {
    value: 'mauna',
    title: 'Mauna View Medical Offices',
    details: ['Hilo, Hawaii', 'Daily report'],
    badge: <Badge>Completed</Badge>,
  },
  {
    value: 'columbia',
    title: 'Columbia Ridge Townhomes',
    details: ['Portland, Oregon', 'Daily report'],
    badge: <Badge>Completed</Badge>,
  },
];

const meta = preview.meta({
  title: 'Components/ChoiceCards',
  component: ChoiceCards,
  args: { label: 'Select a project', options: projects, defaultValue: 'harbor', onChange: fn() },
});

export const FirstSelected = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Select a project' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Harbor Point Retail Center/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Mauna View/ })).not.toBeChecked();
  },
});

export const ClickSelects = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Columbia Ridge Townhomes'));
    await expect(canvas.getByRole('radio', { name: /Columbia Ridge Townhomes/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('columbia');
  },
});

export const KeyboardSelects = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Harbor Point/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Mauna View/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('mauna');
  },
});

export const TwoColumnsLongText = meta.story({
  args: {
    columns: 2,
    defaultValue: 'long',
    options: [
      {
        value: 'long',
        title: 'Kona Coast Resort Lobby, Spa and Pool Deck Rebrand, Phase Two',
        details: ['Kailua-Kona, Hawaii, island of Hawaii', 'Hospitality rebrand over fourteen occupied weeks'],
        badge: <Badge variant="secondary">Return</Badge>,
      },
      { value: 'short', title: 'Shed', details: ['Concord'] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Phase Two/ })).toBeChecked();
    await expect(canvas.getByText('Return')).toBeVisible();
  },
});

export const ControlledByThePage = meta.story({
  args: { value: 'columbia' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Columbia Ridge Townhomes/ })).toBeChecked();
    await userEvent.click(canvas.getByText('Harbor Point Retail Center'));
    await expect(args.onChange).toHaveBeenLastCalledWith('harbor');
    // The page did not take the new value, so the choice stays where the page holds it.
    await expect(canvas.getByRole('radio', { name: /Columbia Ridge Townhomes/ })).toBeChecked();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
});
