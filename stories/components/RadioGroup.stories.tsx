import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from '../../ui/src/components/RadioGroup';
import { onPhone } from '../viewports';
import { optionsFor } from '../options';

const quality = optionsFor('Standard', 'Premium', 'Luxury');

const meta = preview.meta({
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Quality level', name: 'qualityLevel', options: quality, onChange: fn() },
});

export const ArrowKeysChoose = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Premium' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('premium');
  },
});

export const Selected = meta.story({
  args: { value: 'luxury' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Luxury' })).toBeChecked();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  args: { value: 'standard', isRequired: true, description: 'Unset uses the standard multiplier.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Quality level/ })).toBeVisible();
  },
});
