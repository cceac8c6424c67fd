import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from '../../ui/src/components/DatePicker';
import { framed } from '../decorators';
import { useHeld } from '../held';

const meta = preview.meta({
  title: 'Components/DatePicker',
  component: DatePicker,
  args: { label: 'Preferred start date', onChange: fn() },
  decorators: [framed({ maxWidth: 360, minHeight: 460 })],
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Preferred start date' })).toBeVisible();
  },
});

function ControlledDatePicker(args: DatePickerProps) {
  const [value, onChange] = useHeld('', args.onChange);
  return <DatePicker {...args} value={value} onChange={onChange} />;
}

export const TypeADate = meta.story({
  render: (args) => <ControlledDatePicker {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('03152027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-15');
  },
});

export const PickFromCalendar = meta.story({
  args: { value: '2027-03-15', min: '2027-03-10' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2027');
    await expect(within(dialog).getByRole('button', { name: /Tuesday, March 9, 2027/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('gridcell', { selected: true })).toHaveTextContent('15');
  },
});
