import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from '../../ui/src/components/Slider';

/** The nail game's volume: 0 to 1 in steps of 0.1, default 0.4 (docs/product.md §11.2). */
const meta = preview.meta({
  title: 'Components/Slider',
  component: Slider,
  args: { label: 'Volume', minValue: 0, maxValue: 1, step: 0.1, defaultValue: 0.4, onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Volume' });
    await expect(thumb).toHaveValue('0.4');
    await expect(canvas.getByText('0.4')).toBeVisible();
  },
});

export const ArrowKeysStep = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('slider')).toHaveValue('0.6');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.6);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('slider')).toHaveValue('0');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
});
