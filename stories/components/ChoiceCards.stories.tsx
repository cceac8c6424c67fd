import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Badge } from '../../ui/src/components/Badge';
import { ChoiceCards, type ChoiceCardsProps } from '../../ui/src/components/ChoiceCards';
import { onPhone } from '../viewports';

const projects = [
  { value: 'harbor', title: 'Harbor Point Retail Center', details: ['Walnut Creek, California', 'Weekly status report'], badge: <Badge>Completed</Badge> },
  { value: 'mauna', title: 'Mauna View Medical Offices', details: ['Hilo, Hawaii', 'Daily report'], badge: <Badge>Completed</Badge> },
  { value: 'columbia', title: 'Columbia Ridge Townhomes', details: ['Portland, Oregon', 'Daily report'], badge: <Badge>Completed</Badge> },
];

/** The selector is controlled, as a page uses it: the story keeps the chosen value. */
function Controlled(props: ChoiceCardsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceCards
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ChoiceCards',
  component: ChoiceCards,
  args: { label: 'Select a project', options: projects, value: 'harbor', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChoiceCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Select a project' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Harbor Point Retail Center/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Mauna View/ })).not.toBeChecked();
  },
};

export const ClickSelects: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Columbia Ridge Townhomes'));
    await expect(canvas.getByRole('radio', { name: /Columbia Ridge Townhomes/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('columbia');
  },
};

export const KeyboardSelects: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Harbor Point/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /Mauna View/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('mauna');
  },
};

export const TwoColumnsLongText: Story = {
  args: {
    columns: 2,
    value: 'long',
    options: [
      { value: 'long', title: 'Kona Coast Resort Lobby, Spa and Pool Deck Rebrand, Phase Two', details: ['Kailua-Kona, Hawaii, island of Hawaii', 'Hospitality rebrand over fourteen occupied weeks'], badge: <Badge variant="secondary">Return</Badge> },
      { value: 'short', title: 'Shed', details: ['Concord'] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Phase Two/ })).toBeChecked();
    await expect(canvas.getByText('Return')).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};
