import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import type { AdminFailedNotification } from '@site/domain/leads/notifications';
import { NotificationAlerts } from '../../ui/src/widgets/staff/NotificationAlerts';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { loadFailedStory } from '../load-states';

const failed: AdminFailedNotification = {
  id: 'n-2',
  leadId: 'lead-7',
  kind: 'staff-alert',
  status: 'failed',
  recipient: 'staff@pacificspan.example',
  attempts: 5,
  lastError: 'email from leads@unverified.example not allowed',
  createdAt: '2026-11-20T17:30:00.000Z',
  sentAt: null,
  leadName: 'Marco Ruiz',
  leadSource: 'emergency',
};

const meta = preview.meta({
  title: 'Widgets/NotificationAlerts',
  component: NotificationAlerts,
  args: {
    overview: { configProblems: [], failed: [failed] },
    leadHref: (id: string) => `/admin/leads/${id}`,
  },
  decorators: [framed({ maxWidth: 960 })],
});

export const FailedNotifications = meta.story({
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'E-mail needs attention' });
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Staff alert for Marco Ruiz (Emergency, Nov 20, 2026, 9:30 AM)');
    await expect(within(card).getByRole('link', { name: 'Marco Ruiz' })).toHaveAttribute('href', '/admin/leads/lead-7');
    await expect(items[0]).toHaveTextContent('email from leads@unverified.example not allowed');
  },
});

export const MisconfiguredStaffList = meta.story({
  args: {
    overview: {
      configProblems: ['NOTIFY_STAFF_TO has "staff@pacificspan", which is not an e-mail address.'],
      failed: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No e-mail can be sent until the configuration is fixed:NOTIFY_STAFF_TO has "staff@pacificspan", which is not an e-mail address.',
    );
  },
});

export const AllWell = meta.story({
  args: { overview: { configProblems: [], failed: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
});

export const LoadFailed = meta.story(
  loadFailedStory('e-mail status', {
    overview: undefined,
    error: '500: Something went wrong',
  }),
);

export const OnPhone = meta.story({
  globals: onPhone,
  args: {
    overview: {
      configProblems: ['NOTIFY_FROM must be an e-mail address on the sending domain, optionally as "Name <address>".'],
      failed: [failed],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Marco Ruiz' })).toBeVisible();
  },
});
