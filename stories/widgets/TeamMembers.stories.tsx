import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { roleMessages } from '@site/domain/staff/roles';
import { teamMessages, type TeamMember } from '@site/domain/staff/team';
import { TeamMembers, type TeamMembersProps } from '../../ui/src/widgets/staff/TeamMembers';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { emptyStory, loadFailedStory, loadingStory, serverError } from '../load-states';

const ana: TeamMember = {
  id: 'ana',
  name: 'Ana Reyes',
  email: 'ana.reyes@pacificspan.example',
  role: 'owner',
  lastSignInAt: '2026-11-23T16:02:00.000Z',
  authenticator: true,
  passkeys: 1,
  sessions: [
    {
      id: 'a'.repeat(64),
      deviceHint: 'Firefox on macOS',
      createdAt: '2026-11-23T16:02:00.000Z',
      lastSeenAt: '2026-11-23T17:40:00.000Z',
    },
  ],
  deactivatedAt: null,
  you: true,
};
const kai: TeamMember = {
  id: 'kai',
  name: 'Kai Lono',
  email: 'kai.lono@pacificspan.example',
  role: 'staff',
  lastSignInAt: '2026-11-22T15:30:00.000Z',
  authenticator: true,
  passkeys: 0,
  sessions: [
    {
      id: 'b'.repeat(64),
      deviceHint: 'Chrome on Windows',
      createdAt: '2026-11-22T15:30:00.000Z',
      lastSeenAt: '2026-11-23T17:10:00.000Z',
    },
    {
      id: 'c'.repeat(64),
      deviceHint: '',
      createdAt: '2026-11-23T09:30:00.000Z',
      lastSeenAt: '2026-11-23T17:31:00.000Z',
    },
  ],
  deactivatedAt: null,
  you: false,
};
const ben: TeamMember = {
  id: 'ben',
  name: 'Ben Okafor',
  email: 'ben.okafor@pacificspan.example',
  role: 'staff',
  lastSignInAt: null,
  authenticator: false,
  passkeys: 0,
  sessions: [],
  deactivatedAt: '2026-11-20T18:00:00.000Z',
  you: false,
};
const members = [ana, kai, ben];

const meta = preview.meta({
  title: 'Widgets/TeamMembers',
  component: TeamMembers,
  args: {
    members,
    ownerPasskeysRequired: false,
    myPasskeys: 1,
    inviteHref: '/admin/team/invite',
    onChange: fn<TeamMembersProps['onChange']>(async () => {}),
    onOwnerPasskeysChange: fn<TeamMembersProps['onOwnerPasskeysChange']>(async () => {}),
  },
  decorators: [framed({ maxWidth: 860 })],
});

const page = () => within(document.body);

/** The members' own items, not those of the session lists inside them. */
async function memberItems(canvas: ReturnType<typeof within>, count: number) {
  const list = canvas.getByRole('list', { name: 'Team members' });
  const items = within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
  await expect(items).toHaveLength(count);
  return items;
}

export const OwnersView = meta.story({
  play: async ({ canvas }) => {
    const items = await memberItems(canvas, 3);
    await expect(items[0]).toHaveAccessibleName('Ana Reyes');
    await expect(items[0]).toHaveTextContent('You');
    await expect(items[0]).toHaveTextContent('Password · Authenticator · 1 passkey');
    await expect(items[1]).toHaveTextContent('Last sign-inNov 22, 2026, 7:30 AM');
    await expect(items[1]).toHaveTextContent('2 active sessions');
    await expect(items[2]).toHaveTextContent('Password · No authenticator yet · 0 passkeys');
    await expect(items[2]).toHaveTextContent('Last sign-innever');
    await expect(canvas.getByRole('link', { name: 'Invite a member' })).toHaveAttribute('href', '/admin/team/invite');
    await expect(canvas.getByRole('switch', { name: 'Owners must sign in with a passkey' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Make owner: Kai Lono' })).toBeEnabled();
  },
});

export const StaffsView = meta.story({
  args: { refusal: roleMessages.team },
  play: async ({ canvas }) => {
    await memberItems(canvas, 3);
    await expect(canvas.getByText(roleMessages.team)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Invite a member' })).toBeNull();
  },
});

export const LastOwner = meta.story({
  play: async ({ canvas }) => {
    const demote = canvas.getByRole('button', { name: 'Make staff: Ana Reyes' });
    await expect(demote).toBeDisabled();
    await expect(demote).toHaveAccessibleDescription(teamMessages.lastOwner);
    await expect(canvas.getByRole('button', { name: 'Deactivate Ana Reyes' })).toBeDisabled();
  },
});

export const DeactivatedMember = meta.story({
  args: { members: [ana, ben] },
  play: async ({ args, canvas }) => {
    const [, item] = await memberItems(canvas, 2);
    await expect(item).toHaveTextContent('Deactivated');
    await expect(item).toHaveTextContent('DeactivatedNov 20, 2026, 10:00 AM');
    await expect(canvas.queryByRole('button', { name: 'Deactivate Ben Okafor' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate Ben Okafor' }));
    await expect(args.onChange).toHaveBeenCalledWith(ben, { intent: 'reactivate' });
    await waitFor(() => expect(page().getByText('Member reactivated')).toBeVisible());
    await announcementsExpired();
  },
});

export const ChangesARole = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Make owner: Kai Lono' }));
    await expect(args.onChange).toHaveBeenCalledWith(kai, { intent: 'role', role: 'owner' });
    await waitFor(() => expect(page().getByText('Role changed')).toBeVisible());
    await announcementsExpired();
  },
});

export const DeactivatesAMember = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Kai Lono' }));
    await expect(args.onChange).toHaveBeenCalledWith(kai, { intent: 'deactivate' });
    await waitFor(() => expect(page().getByText('Member deactivated')).toBeVisible());
    await announcementsExpired();
  },
});

export const ResetsASecondFactor = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset second factor of Kai Lono' }));
    await expect(args.onChange).toHaveBeenCalledWith(kai, { intent: 'reset-second-factor' });
    await waitFor(() => expect(page().getByText('Second factor reset')).toBeVisible());
    await announcementsExpired();
  },
});

export const EndsASession = meta.story({
  play: async ({ args, canvas }) => {
    const sessions = canvas.getByRole('list', { name: 'Sessions of Kai Lono' });
    await userEvent.click(within(sessions).getByRole('button', { name: 'End session of Kai Lono on Unknown browser' }));
    await expect(args.onChange).toHaveBeenCalledWith(kai, { intent: 'end-session', sessionId: 'c'.repeat(64) });
    await waitFor(() => expect(page().getByText('Session ended')).toBeVisible());
    await announcementsExpired();
  },
});

export const ChangeRefused = meta.story({
  args: { onChange: fn<TeamMembersProps['onChange']>(() => Promise.reject(new Error(teamMessages.lastOwner))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate Kai Lono' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to deactivate member')).toBeVisible());
    await expect(within(toast).getByText(teamMessages.lastOwner)).toBeVisible();
    await announcementsExpired();
  },
});

export const Changing = meta.story({
  args: { onChange: fn<TeamMembersProps['onChange']>(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    const deactivate = canvas.getByRole('button', { name: 'Deactivate Kai Lono' });
    await userEvent.click(deactivate);
    // The pressed button keeps the focus while the change runs, marked busy for assistive tech.
    await expect(deactivate).toHaveFocus();
    await expect(deactivate).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Make owner: Kai Lono' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reactivate Ben Okafor' })).toBeEnabled();
  },
});

export const RequiresPasskeysOfOwners = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Owners must sign in with a passkey' }));
    await expect(args.onOwnerPasskeysChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(page().getByText(teamMessages.ownerPasskeysOn)).toBeVisible());
    await announcementsExpired();
  },
});

export const PasskeysRequired = meta.story({
  args: { ownerPasskeysRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Owners must sign in with a passkey' })).toBeChecked();
  },
});

export const NoPasskeyOfYourOwn = meta.story({
  args: { myPasskeys: 0 },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Owners must sign in with a passkey' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(teamMessages.ownerPasskeyFirst);
    await expect(args.onOwnerPasskeysChange).not.toHaveBeenCalled();
  },
});

export const Empty = meta.story(
  emptyStory({ members: [] }, 'No members yet. Create the first owner with npm run staff:account.'),
);

export const Loading = meta.story(loadingStory('team', { members: undefined }));

export const LoadFailed = meta.story(loadFailedStory('team', { members: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Deactivate Kai Lono' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
