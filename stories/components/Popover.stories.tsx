import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { DialogTrigger } from '../../ui/src/components/Dialog';
import { Popover } from '../../ui/src/components/Popover';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Popover',
  component: Popover,
  args: { children: null },
  decorators: [framed({ minHeight: 220 })],
});

export const OpenAndEscape = meta.story({
  render: () => (
    <DialogTrigger>
      <Button variant="outline">CA License 521142</Button>
      <Popover aria-label="California licence" placement="bottom start">
        <p>California Contractors State License Board, licence 521142, in good standing.</p>
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'CA License 521142' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'California licence' });
    await expect(dialog).toHaveTextContent('in good standing');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back a frame after the overlay has gone (React Aria restores it in an animation frame).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});
