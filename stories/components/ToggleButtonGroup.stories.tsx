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

export const ArrowKeysMoveSpaceChooses = meta.story({
  play: async ({ args, canvas }) => {
    const radio = (name: string) => canvas.getByRole('radio', { name });
    await userEvent.tab();
    // The arrow moves, wrapping at the ends, and chooses nothing: a choice may start work (the funnel's report).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radio('Institutional')).toHaveFocus();
    await expect(radio('Institutional')).not.toBeChecked();
    await expect(radio('Single Family')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    // The focused option is the tab stop while the focus is in the group.
    await expect(radio('Institutional')).toHaveAttribute('tabindex', '0');
    await expect(radio('Single Family')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Enter}');
    await expect(radio('Institutional')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('institutional');
    await userEvent.keyboard('{ArrowRight}');
    await expect(radio('Single Family')).toHaveFocus();
    await expect(radio('Institutional')).toBeChecked();
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
    // Left where the arrow took it, the focus comes back to the chosen option.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Institutional' })).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(checked).toHaveFocus();
  },
});

export const NoneChosenYet = meta.story({
  args: { defaultValue: undefined },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    // With nothing chosen the first option is the tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Single Family' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
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
