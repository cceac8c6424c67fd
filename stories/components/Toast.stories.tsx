import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { showToast, ToastRegion, type ToastMessage } from '../../ui/src/components/Toast';

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
