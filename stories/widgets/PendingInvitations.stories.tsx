import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminInvitation } from '@site/domain/staff/invitations';
import { PendingInvitations, type PendingInvitationsProps } from '../../ui/src/widgets/staff/PendingInvitations';
import { announcementsExpired } from '../announcer';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { emptyStory, loadFailedStory, loadingStory, serverError } from '../load-states';
import { onPhone } from '../viewports';

const invitations: AdminInvitation[] = [
  {
    id: '0f8e6c1a-5b4d-4e2f-9a3c-7d1e2f3a4b5c',
    name: 'Leilani Kahale',
    email: 'leilani.kahale@pacificspan.example',
    role: 'staff',
    invitedBy: 'Ana Reyes',
    createdAt: '2026-11-27T18:00:00.000Z',
    expiresAt: '2026-11-30T18:00:00.000Z',
  },
  {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Kai Lono',
    email: 'kai.lono@pacificspan.example',
    role: 'owner',
    invitedBy: null,
    createdAt: '2026-11-28T17:30:00.000Z',
    expiresAt: '2026-12-01T17:30:00.000Z',
  },
];

const meta = preview.meta({
  title: 'Widgets/PendingInvitations',
  component: PendingInvitations,
  args: { invitations, onRevoke: fn<PendingInvitationsProps['onRevoke']>(async () => {}) },
  decorators: [framed({ maxWidth: 760 })],
});

const page = () => within(document.body);

export const List = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Invitations waiting', 2);
    await expect(items[0]).toHaveTextContent('Leilani Kahale (leilani.kahale@pacificspan.example)');
    await expect(items[0]).toHaveTextContent('Invited by Ana Reyes');
    await expect(items[0]).toHaveTextContent('expires');
    await expect(items[0]).toHaveTextContent('Staff');
    await expect(items[1]).toHaveTextContent('Invited by a former member');
    await expect(items[1]).toHaveTextContent('Owner');
  },
});

export const RevokeAsksFirst = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the invitation of Leilani Kahale' }));
    const dialog = page().getByRole('dialog', { name: 'Revoke invitation?' });
    await expect(dialog).toHaveTextContent('leilani.kahale@pacificspan.example');
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(invitations[0]);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page().getByText('Invitation revoked')).toBeVisible());
    await announcementsExpired();
  },
});

export const RevokeFailed = meta.story({
  args: {
    onRevoke: fn<PendingInvitationsProps['onRevoke']>(() =>
      Promise.reject(new Error('This invitation is no longer waiting: it was accepted, revoked or has expired.')),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the invitation of Kai Lono' }));
    await userEvent.click(within(page().getByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to revoke the invitation')).toBeVisible());
    await expect(page().getByRole('dialog', { name: 'Revoke invitation?' })).toBeVisible();
  },
});

export const Loading = meta.story(loadingStory('invitations', { invitations: undefined }));

export const Empty = meta.story(emptyStory({ invitations: [] }, 'No invitations waiting.'));

export const LoadFailed = meta.story(loadFailedStory('invitations', { invitations: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await listItems(canvas, 'Invitations waiting', 2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
