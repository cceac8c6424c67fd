import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { ToggleButtonGroup } from '../../ui/src/components/ToggleButtonGroup';
import { onPhone } from '../viewports';
import { optionsFor } from '../options';

const options = optionsFor('Single Family', 'Multi-Family', 'Commercial', 'Institutional');

const meta = preview.meta({
  title: 'Components/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: { label: 'Project type', options, defaultValue: 'single-family', onChange: fn() },
});

export const FirstSelected = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Project type' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Single Family' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Commercial' })).not.toBeChecked();
  },
});

export const SelectByPress = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Commercial' }));
    await expect(canvas.getByRole('radio', { name: 'Commercial' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Single Family' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('commercial');
    // Pressing the selected option again keeps it: the choice can never be empty.
    await userEvent.click(canvas.getByRole('radio', { name: 'Commercial' }));
    await expect(canvas.getByRole('radio', { name: 'Commercial' })).toBeChecked();
  },
});

export const ArrowKeys = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Single Family' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Multi-Family' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Multi-Family' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('multi-family');
  },
});

export const ArrowKeysChooseAndWrap = meta.story({
  play: async ({ args, canvas }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    const expectChosen = async (name: string) => {
      await expect(radio(name)).toHaveFocus();
      await expect(radio(name)).toBeChecked();
    };
    await userEvent.tab();
    // As the browser's radio buttons: the arrow chooses as it moves, and wraps at the ends.
    await userEvent.keyboard('{ArrowLeft}');
    await expectChosen('Institutional');
    await expect(args.onChange).toHaveBeenLastCalledWith('institutional');
    await userEvent.keyboard('{ArrowDown}');
    await expectChosen('Single Family');
    await userEvent.keyboard('{ArrowUp}');
    await expectChosen('Institutional');
    await expect(radio('Single Family')).not.toBeChecked();
  },
});

export const OneTabStop = meta.story({
  args: { defaultValue: 'commercial' },
  play: async ({ canvas }) => {
    const checked = canvas.getByRole('radio', { name: 'Commercial' });
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio).toHaveAttribute('tabindex', radio === checked ? '0' : '-1');
    await userEvent.tab();
    await expect(checked).toHaveFocus();
    await userEvent.tab();
    await expect(checked).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(checked).toHaveFocus();
  },
});

export const NoneChosenYet = meta.story({
  args: { defaultValue: undefined },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    // With nothing chosen the first option is the tab stop; the arrow then chooses.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Single Family' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Multi-Family' })).toBeChecked();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Institutional' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
});

export const WrapsOnPhone = meta.story({
  globals: onPhone,
  args: { defaultValue: 'institutional' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Institutional' })).toBeChecked();
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});
