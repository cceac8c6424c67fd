import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { Dialog, DialogTrigger } from '../../ui/src/components/Dialog';
import { showToast, ToastRegion, toastQueue, type ToastMessage } from '../../ui/src/components/Toast';

/** The preview mounts the one ToastRegion; each story raises toasts through `showToast` as pages do. */
const meta = preview.meta({
  title: 'Components/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
  render: () => <div />,
});

const sent: ToastMessage = {
  title: 'Message Sent Successfully!',
  description: 'Thank you for your message! We will respond shortly.',
};
const failed: ToastMessage = {
  tone: 'destructive',
  title: 'Message Failed to Send',
  description: 'Please try again later.',
};

const notifications = () => within(document.body).findByRole('region', { name: /Notifications/ });

export const Default = meta.story({
  play: async () => {
    showToast(sent, 60_000);
    const region = await notifications();
    await waitFor(() => expect(within(region).getByText('Message Sent Successfully!')).toBeVisible());
    await expect(within(region).getByText('Thank you for your message! We will respond shortly.')).toBeVisible();
    const toast = within(region).getByRole('alertdialog', { name: 'Message Sent Successfully!' });
    await expect(toast).toHaveAccessibleDescription('Thank you for your message! We will respond shortly.');
    // Screen readers announce the alert: its text is exposed once the toast is in the page.
    await expect(within(toast).getByRole('alert')).toHaveTextContent('Message Sent Successfully!');
  },
});

export const Destructive = meta.story({
  play: async () => {
    showToast(failed, 60_000);
    const toast = await within(await notifications()).findByRole('alertdialog');
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    await waitFor(() => expect(within(toast).getByText('Message Failed to Send')).toBeVisible());
  },
});

export const NewestReplacesCurrent = meta.story({
  play: async () => {
    showToast(failed, 60_000);
    showToast(sent, 60_000);
    const region = await notifications();
    await expect(within(region).getAllByRole('alertdialog')).toHaveLength(1);
    await waitFor(() => expect(within(region).getByText('Message Sent Successfully!')).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    // The replaced message never comes back.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
});

export const F8FocusesTheToast = meta.story({
  render: () => <Button>Somewhere else on the page</Button>,
  play: async ({ canvas }) => {
    showToast(sent, 60_000);
    await userEvent.click(canvas.getByRole('button', { name: 'Somewhere else on the page' }));
    await notifications();
    await userEvent.keyboard('{F8}');
    await expect(within(document.body).getByRole('alertdialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
});

export const HoverHoldsTheToast = meta.story({
  play: async () => {
    showToast(sent, 1000);
    const toast = await within(await notifications()).findByRole('alertdialog');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(toast).toBeVisible();
    // The time left runs on once the pointer moves away.
    await userEvent.unhover(toast);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
});

export const FocusHoldsTheToastAndGoesBack = meta.story({
  render: () => <Button>Somewhere else on the page</Button>,
  play: async ({ canvas }) => {
    const elsewhere = canvas.getByRole('button', { name: 'Somewhere else on the page' });
    await userEvent.click(elsewhere);
    showToast(sent, 1000);
    await notifications();
    await userEvent.keyboard('{F8}');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const toast = within(document.body).getByRole('alertdialog');
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    // Back where the visitor was, not at the start of the page.
    await expect(elsewhere).toHaveFocus();
  },
});

export const FocusLostWithTheRegionHoldsNoLaterToast = meta.story({
  play: async () => {
    showToast(sent, 60_000);
    // The focus is in the region, not on a toast, when the region goes.
    (await notifications()).focus();
    toastQueue.clear();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    showToast(sent, 1000);
    await within(await notifications()).findByRole('alertdialog');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
  },
});

export const AboveAnOpenDialog = meta.story({
  render: () => (
    <DialogTrigger>
      <Button>Edit</Button>
      <Dialog title="Edit Lead">Call back Tuesday morning.</Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Edit Lead' });
    showToast(failed, 60_000);
    // The dialog hides the rest of the page from assistive technology and keeps the focus, but not the toast.
    const toast = await within(await notifications()).findByRole('alertdialog');
    await userEvent.keyboard('{F8}');
    await expect(toast).toHaveFocus();
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    // Pressing the toast is not a press outside the dialog.
    await expect(dialog).toBeVisible();
    showToast(sent, 60_000);
    await waitFor(() => expect(within(document.body).getByText('Message Sent Successfully!')).toBeVisible());
  },
});

export const SwipeRightDismisses = meta.story({
  play: async () => {
    showToast(sent, 60_000);
    const toast = await within(await notifications()).findByRole('alertdialog');
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    // A short drag springs back; a drag past 50 px dismisses.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: box.left + 20, clientY: y } },
      { target: toast, coords: { clientX: box.left + 50, clientY: y } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: box.left + 50, clientY: y } },
    ]);
    await expect(toast).toBeVisible();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: box.left + 20, clientY: y } },
      { target: toast, coords: { clientX: box.left + 90, clientY: y } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: box.left + 90, clientY: y } },
    ]);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
});

export const ClosesAfterFiveSeconds = meta.story({
  play: async () => {
    showToast(sent);
    await within(await notifications()).findByRole('alertdialog');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), { timeout: 7000 });
  },
});
