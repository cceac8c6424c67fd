import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from '../../ui/src/components/Select';
import { framed, inForm } from '../decorators';
import { useHeld } from '../held';
import { locations } from '../options';

const meta = preview.meta({
  title: 'Components/Select',
  component: Select,
  args: { label: 'Location', name: 'location', options: locations, onChange: fn() },
  decorators: [framed({ maxWidth: 360, minHeight: 260 })],
});

export const Placeholder = meta.story({
  args: { isRequired: true, placeholder: 'Select a location' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Select a location/ })).toBeVisible();
  },
});

function ControlledSelect(args: SelectProps) {
  const [value, onChange] = useHeld('', args.onChange);
  return <Select {...args} value={value} onChange={onChange} />;
}

export const ChooseWithKeyboard = meta.story({
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('oregon'));
    await expect(canvas.getByRole('button', { name: /Oregon/ })).toHaveFocus();
  },
});

export const Open = meta.story({
  args: { value: 'hawaii' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Hawaii/ }));
    const option = await within(document.body).findByRole('option', { name: 'Hawaii' });
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, value: '' },
  decorators: [inForm({ location: 'Location is required' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Location is required')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, value: 'california' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /California/ })).toBeDisabled();
  },
});
