import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '../../ui/src/components/Switch';

const meta = preview.meta({
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Sound', defaultSelected: true, onChange: fn() },
});

export const On = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Sound' })).toBeChecked();
  },
});

export const ToggleWithKeyboard = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
});
