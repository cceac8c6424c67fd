import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminSession } from '@site/domain/staff/sessions';
import { SessionList, type SessionListProps } from '../../ui/src/widgets/staff/SessionList';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { loadFailedStory, loadingStory, serverError } from '../load-states';

const sessions: AdminSession[] = [
  {
    id: 'a'.repeat(64),
    createdAt: '2026-11-23T16:02:00.000Z',
    lastSeenAt: '2026-11-23T17:40:00.000Z',
    deviceHint: 'Firefox on macOS',
    current: true,
  },
  {
    id: 'b'.repeat(64),
    createdAt: '2026-11-23T14:15:00.000Z',
    lastSeenAt: '2026-11-23T15:01:00.000Z',
    deviceHint: 'Chrome on Windows',
    current: false,
  },
  {
    id: 'c'.repeat(64),
    createdAt: '2026-11-23T09:30:00.000Z',
    lastSeenAt: '2026-11-23T09:31:00.000Z',
    deviceHint: '',
    current: false,
  },
];

const meta = preview.meta({
  title: 'Widgets/SessionList',
  component: SessionList,
  args: { sessions, onEnd: fn<SessionListProps['onEnd']>(async () => {}) },
  decorators: [framed({ maxWidth: 760 })],
});

const page = () => within(document.body);

export const List = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Sessions', 3);
    await expect(items[0]).toHaveAccessibleName('Firefox on macOS');
    await expect(items[0]).toHaveTextContent('This session');
    await expect(items[0]).toHaveTextContent('Signed in Nov 23, 2026, 8:02 AM · last active Nov 23, 2026, 9:40 AM');
    await expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await expect(items[2]).toHaveAccessibleName('Unknown browser');
  },
});

export const EndsAnotherSession = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End session on Chrome on Windows' }));
    await expect(args.onEnd).toHaveBeenCalledWith(sessions[1]);
    await waitFor(() => expect(page().getByText('Session ended')).toBeVisible());
    await announcementsExpired();
  },
});

export const Ending = meta.story({
  args: { onEnd: fn<SessionListProps['onEnd']>(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End session on Chrome on Windows' }));
    await expect(await canvas.findByRole('button', { name: 'Ending...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'End session on Unknown browser' })).toBeVisible();
  },
});

export const EndFailed = meta.story({
  args: { onEnd: fn<SessionListProps['onEnd']>(() => Promise.reject(new Error('500: Internal Server Error'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End session on Chrome on Windows' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to end session')).toBeVisible());
    await announcementsExpired();
  },
});

export const Loading = meta.story(loadingStory('sessions', { sessions: undefined }));

export const LoadFailed = meta.story(loadFailedStory('sessions', { sessions: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'End session on Chrome on Windows' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
