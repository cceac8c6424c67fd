import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminNotification } from '@site/domain/leads/notifications';
import { NotificationList, type NotificationListProps } from '../../ui/src/widgets/staff/NotificationList';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { emptyStory, loadingStory } from '../load-states';

const sent: AdminNotification = {
  id: 'n-1',
  leadId: 'lead-1',
  kind: 'staff-alert',
  status: 'sent',
  recipient: 'staff@pacificspan.example, oncall@pacificspan.example',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T17:30:00.000Z',
  sentAt: '2026-11-20T17:30:04.000Z',
};
const failed: AdminNotification = {
  id: 'n-2',
  leadId: 'lead-1',
  kind: 'visitor-confirmation',
  status: 'failed',
  recipient: 'marco.ruiz@example.com',
  attempts: 5,
  lastError: 'email from leads@unverified.example not allowed',
  createdAt: '2026-11-20T17:30:00.000Z',
  sentAt: null,
};
const queued: AdminNotification = {
  id: 'n-3',
  leadId: 'lead-1',
  kind: 'emergency-realert',
  status: 'queued',
  recipient: 'staff@pacificspan.example, oncall@pacificspan.example',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-20T17:46:00.000Z',
  sentAt: null,
};

const meta = preview.meta({
  title: 'Widgets/NotificationList',
  component: NotificationList,
  args: {
    notifications: [sent, failed, queued],
    onResend: fn<NotificationListProps['onResend']>(async () => {}),
  },
  decorators: [framed({ maxWidth: 720 })],
});

export const SentFailedQueued = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'E-mails', 3);
    await expect(items[0]).toHaveTextContent('Staff alert');
    await expect(items[0]).toHaveTextContent('Sent');
    await expect(items[1]).toHaveTextContent('Failed');
    await expect(items[1]).toHaveTextContent('Reasonemail from leads@unverified.example not allowed');
    await expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
  },
});

export const ResendAFailedOne = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend visitor confirmation' }));
    await expect(args.onResend).toHaveBeenCalledWith(failed);
    // The toast is part of the screenshot: wait for it so the baseline never catches the moment before.
    await expect(await within(document.body).findByText('Visitor confirmation will be sent again.')).toBeVisible();
  },
});

export const Loading = meta.story(loadingStory('e-mails', { notifications: undefined }));

export const NoneForThisLead = meta.story(emptyStory({ notifications: [] }, 'No e-mails for this lead.'));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('marco.ruiz@example.com')).toBeVisible();
  },
});
