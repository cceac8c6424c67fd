import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { Dialog, DialogTrigger } from '../../ui/src/components/Dialog';

const meta = preview.meta({
  title: 'Components/DialogTrigger',
  component: DialogTrigger,
  parameters: { layout: 'fullscreen' },
});

const licence = (
  <DialogTrigger>
    <Button variant="outline">Licences</Button>
    <Dialog title="Our licences">
      <p>California 521142, Oregon 204431, Hawaii BC-37892.</p>
    </Dialog>
  </DialogTrigger>
);

export const ThePressOfTheSitesButtonOpensIt = meta.story({
  render: () => <div style={{ padding: 24 }}>{licence}</div>,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Licences' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Our licences' });
    await expect(dialog).toHaveTextContent('Oregon 204431');
  },
});

export const TheKeyboardOpensItAndEscapeReturnsFocus = meta.story({
  render: () => <div style={{ padding: 24 }}>{licence}</div>,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Licences' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Our licences' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});
