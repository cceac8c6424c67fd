import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { HoneypotField } from '../../ui/src/components/HoneypotField';

const meta = preview.meta({
  title: 'Components/HoneypotField',
  component: HoneypotField,
  args: { value: '', onChange: fn() },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form aria-label="Example form">
        <label htmlFor="visible-name">Name</label>
        <input id="visible-name" />
        <HoneypotField
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
        <button type="submit">Send</button>
      </form>
    );
  },
});

export const OutOfSightAndTabOrder = meta.story({
  play: async ({ canvas }) => {
    const trap = canvas.getByLabelText('Leave this field empty');
    await expect(trap).toHaveAttribute('name', 'homepage');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await userEvent.click(canvas.getByLabelText('Name'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
  },
});

export const FilledByABot = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Leave this field empty'), 'https://spam.example');
    await expect(args.onChange).toHaveBeenLastCalledWith('https://spam.example');
    await expect(canvas.getByLabelText('Leave this field empty')).toHaveValue('https://spam.example');
    // The click to type moved focus into the hidden field; the settled screenshot has focus back on the page.
    await userEvent.click(document.body);
  },
});
