import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeDateField, type NativeDateFieldProps } from '../../ui/src/components/NativeDateField';
import { framed, inForm } from '../decorators';
import { useHeld } from '../held';

const meta = preview.meta({
  title: 'Components/NativeDateField',
  component: NativeDateField,
  args: { label: 'Preferred Start Date', name: 'startDate', value: '', onChange: fn() },
  decorators: [framed({ maxWidth: 360 })],
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Preferred Start Date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('');
  },
});

function ControlledDateField(args: NativeDateFieldProps) {
  const [value, onChange] = useHeld(args.value, args.onChange);
  return <NativeDateField {...args} value={value} onChange={onChange} />;
}

export const TypeADate = meta.story({
  render: (args) => <ControlledDateField {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Preferred Start Date');
    // The browser draws the field in the visitor's locale; its value is always the ISO date.
    await userEvent.type(input, '2027-03-15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-15');
    await expect(input).toHaveValue('2027-03-15');
  },
});

export const WithEarliestDate = meta.story({
  args: { value: '2027-03-15', min: '2027-03-10', description: 'From March 10, 2027.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Preferred Start Date');
    await expect(input).toHaveValue('2027-03-15');
    await expect(input).toHaveAttribute('min', '2027-03-10');
    await expect(input).toHaveAccessibleDescription('From March 10, 2027.');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true },
  decorators: [inForm({ startDate: 'Choose a date from today on' })],
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Preferred Start Date/);
    await expect(canvas.getByText('Choose a date from today on')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a date from today on');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, value: '2027-03-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Preferred Start Date')).toBeDisabled();
  },
});
