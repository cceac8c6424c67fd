import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from '../../ui/src/components/NativeSelect';
import { framed, inForm } from '../decorators';
import { useHeld } from '../held';
import { locations } from '../options';

const meta = preview.meta({
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Location', name: 'location', options: locations, value: '', onChange: fn() },
  decorators: [framed({ maxWidth: 360 })],
});

export const Placeholder = meta.story({
  args: { isRequired: true, placeholder: 'Select a location' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Location' });
    await expect(select).toHaveDisplayValue('Select a location');
    await expect(select).toHaveAttribute('aria-required', 'true');
    // A required choice cannot go back to none.
    await expect(canvas.getByRole('option', { name: 'Select a location' })).toBeDisabled();
  },
});

function ControlledSelect(args: NativeSelectProps) {
  const [value, onChange] = useHeld(args.value, args.onChange);
  return <NativeSelect {...args} value={value} onChange={onChange} />;
}

export const Choose = meta.story({
  args: { description: 'Where the project is built.' },
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Location' });
    await expect(select).toHaveAccessibleDescription('Where the project is built.');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // Choosing itself is the browser's (its picker, its type-ahead); the story checks what the field reports.
    await userEvent.selectOptions(select, 'Oregon');
    await expect(args.onChange).toHaveBeenLastCalledWith('oregon');
    await expect(select).toHaveDisplayValue('Oregon');
  },
});

export const Chosen = meta.story({
  args: { value: 'hawaii' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue('hawaii');
    await expect(canvas.getByRole('option', { name: 'Hawaii' })).toHaveProperty('selected', true);
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, value: '' },
  decorators: [inForm({ location: 'Location is required' })],
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Location' });
    await expect(canvas.getByText('Location is required')).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Location is required');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, value: 'california' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toBeDisabled();
  },
});
