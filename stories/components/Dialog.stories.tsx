import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { Dialog, DialogTrigger } from '../../ui/src/components/Dialog';
import { TextField } from '../../ui/src/components/TextField';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Edit Lead', children: null },
  parameters: { layout: 'fullscreen' },
});

const editLead = (
  <DialogTrigger>
    <Button>Edit</Button>
    <Dialog title="Edit Lead">
      {(close) => (
        <>
          <TextField label="Notes" defaultValue="Call back Tuesday morning." />
          <div style={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save Changes</Button>
          </div>
        </>
      )}
    </Dialog>
  </DialogTrigger>
);

export const OpenTrapsFocusAndEscapeCloses = meta.story({
  render: () => <div style={{ padding: 24 }}>{editLead}</div>,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit Lead' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back a frame after the overlay has gone (React Aria restores it in an animation frame).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const Open = meta.story({
  render: () => <div style={{ padding: 24 }}>{editLead}</div>,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog');
    // The Edit Lead dialog is at most 2xl (42rem) wide.
    await expect(dialog.parentElement?.getBoundingClientRect().width).toBe(672);
  },
});

export const OpenOnPhone = meta.story({
  globals: onPhone,
  render: () => <div style={{ padding: 24 }}>{editLead}</div>,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
});
