import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { passkeyMessages, type AdminPasskey } from '@site/domain/staff/passkeys';
import { PasskeyList, type PasskeyListProps } from '../../ui/src/widgets/staff/PasskeyList';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { emptyStory, loadFailedStory, loadingStory, serverError } from '../load-states';

const passkeys: AdminPasskey[] = [
  {
    id: 'cGFzc2tleS1vbmU',
    name: 'Work laptop',
    createdAt: '2026-11-02T18:00:00.000Z',
    lastUsedAt: '2026-11-23T16:02:00.000Z',
  },
  { id: 'cGFzc2tleS10d28', name: 'Phone', createdAt: '2026-11-20T17:30:00.000Z', lastUsedAt: null },
];

const meta = preview.meta({
  title: 'Widgets/PasskeyList',
  component: PasskeyList,
  args: {
    passkeys,
    onAdd: fn<PasskeyListProps['onAdd']>(async () => {}),
    onRename: fn<PasskeyListProps['onRename']>(async () => {}),
    onRemove: fn<PasskeyListProps['onRemove']>(async () => {}),
  },
  decorators: [framed({ maxWidth: 760 })],
});

const page = () => within(document.body);

export const List = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Passkeys', 2);
    await expect(items[0]).toHaveAccessibleName('Work laptop');
    await expect(items[0]).toHaveTextContent('Added Nov 2, 2026, 10:00 AM · last used Nov 23, 2026, 8:02 AM');
    await expect(items[1]).toHaveTextContent('Added Nov 20, 2026, 9:30 AM · never used');
  },
});

export const Empty = meta.story(
  emptyStory({ passkeys: [] }, 'No passkeys yet. Add one to sign in without your password and code.'),
);

export const AddsAPasskey = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey name/ }), 'Office desktop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith('Office desktop'));
    await waitFor(() => expect(page().getByText('Passkey added')).toBeVisible());
    await announcementsExpired();
  },
});

export const NameRequired = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByText(passkeyMessages.name)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
});

export const Adding = meta.story({
  args: { onAdd: fn<PasskeyListProps['onAdd']>(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey name/ }), 'Office desktop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const AddFailed = meta.story({
  args: { onAdd: fn<PasskeyListProps['onAdd']>(() => Promise.reject(new Error(passkeyMessages.addFailed))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey name/ }), 'Office desktop');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to add passkey')).toBeVisible());
    await announcementsExpired();
  },
});

export const RenamesAPasskey = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename passkey Phone' }));
    const form = await canvas.findByRole('form', { name: 'Rename passkey Phone' });
    const field = within(form).getByRole('textbox', { name: /New name/ });
    await expect(field).toHaveValue('Phone');
    await userEvent.clear(field);
    await userEvent.type(field, 'Pixel phone');
    await userEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(args.onRename).toHaveBeenCalledWith(passkeys[1], 'Pixel phone'));
    await waitFor(() => expect(page().getByText('Passkey renamed')).toBeVisible());
    await expect(canvas.queryByRole('form', { name: 'Rename passkey Phone' })).toBeNull();
    await announcementsExpired();
  },
});

export const RenameNameRequired = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename passkey Work laptop' }));
    const form = await canvas.findByRole('form', { name: 'Rename passkey Work laptop' });
    await userEvent.clear(within(form).getByRole('textbox', { name: /New name/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    await expect(await within(form).findByText(passkeyMessages.name)).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
});

export const RenameCancelled = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename passkey Phone' }));
    const form = await canvas.findByRole('form', { name: 'Rename passkey Phone' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Rename passkey Phone' })).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();
  },
});

export const RenameFailed = meta.story({
  args: { onRename: fn<PasskeyListProps['onRename']>(() => Promise.reject(new Error(passkeyMessages.gone))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename passkey Phone' }));
    const form = await canvas.findByRole('form', { name: 'Rename passkey Phone' });
    await userEvent.type(within(form).getByRole('textbox', { name: /New name/ }), ' 2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save name' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to rename passkey')).toBeVisible());
    await expect(canvas.getByRole('form', { name: 'Rename passkey Phone' })).toBeVisible();
    await announcementsExpired();
  },
});

export const RemovesAPasskey = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey Phone' }));
    await expect(args.onRemove).toHaveBeenCalledWith(passkeys[1]);
    await waitFor(() => expect(page().getByText('Passkey removed')).toBeVisible());
    await announcementsExpired();
  },
});

export const RemoveFailed = meta.story({
  args: { onRemove: fn<PasskeyListProps['onRemove']>(() => Promise.reject(new Error(serverError))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey Phone' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to remove passkey')).toBeVisible());
    await announcementsExpired();
  },
});

export const Loading = meta.story(loadingStory('passkeys', { passkeys: undefined }));

export const LoadFailed = meta.story(loadFailedStory('passkeys', { passkeys: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Remove passkey Phone' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
