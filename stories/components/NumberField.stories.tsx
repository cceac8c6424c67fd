import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from '../../ui/src/components/NumberField';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Square footage', onChange: fn() },
  decorators: [framed({ maxWidth: 320 })],
});

export const Stepping = meta.story({
  args: { defaultValue: 2000, step: 100, minValue: 0 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Square footage' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2,100');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2000);
  },
});

export const Currency = meta.story({
  args: {
    label: 'Estimated Value',
    hideSteppers: true,
    defaultValue: 125000,
    formatOptions: { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Estimated Value' })).toHaveValue('$125,000');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 1500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
});
