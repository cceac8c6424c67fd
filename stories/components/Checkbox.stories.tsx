import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from '../../ui/src/components/Checkbox';

const meta = preview.meta({
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'I agree to the non-disclosure agreement', onChange: fn() },
});

export const Unchecked = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /non-disclosure/ });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
});

export const Checked = meta.story({
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
});

export const Indeterminate = meta.story({
  args: { isIndeterminate: true, children: 'All services' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
});

export const Invalid = meta.story({
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
});
