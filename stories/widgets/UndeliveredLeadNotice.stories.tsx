import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import {
  UndeliveredLeadNotice,
  type UndeliveredLead,
  type UndeliveredLeadNoticeProps,
} from '../../ui/src/widgets/forms/UndeliveredLeadNotice';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const refused: UndeliveredLead = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  formName: 'contact form',
  filledIn: 'Nov 16, 2026, 9:12 AM',
  reason: 'refused',
  details: Object.entries({
    Name: 'Leilani Akana',
    Email: 'leilani@example.com',
    Subject: 'Seawall repair',
    Message: 'A crack in the seawall grows after every king tide.',
  }).map(([label, value]) => ({ label, value })),
};

const expired: UndeliveredLead = {
  ...refused,
  id: 'c0ffee00-0000-4000-8000-000000000002',
  formName: 'emergency service request',
  reason: 'expired',
};

const meta = preview.meta({
  title: 'Widgets/UndeliveredLeadNotice',
  component: UndeliveredLeadNotice,
  args: {
    leads: [refused],
    phone: '(925) 555-0142',
    phoneHref: 'tel:+19255550142',
    onDismiss: fn<UndeliveredLeadNoticeProps['onDismiss']>(),
    onCopy: fn<UndeliveredLeadNoticeProps['onCopy']>(async () => {}),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [framed({ minHeight: 520 })],
});

export const Refused = meta.story({
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { name: 'Your contact form was not sent' })).toBeVisible();
    await expect(notice).toHaveTextContent('Our server could not accept it when we tried to send it again.');
    await expect(canvas.getByRole('link', { name: '(925) 555-0142' })).toHaveAttribute('href', 'tel:+19255550142');
    await expect(notice).toHaveTextContent('Leilani Akana');
  },
});

export const Expired = meta.story({
  args: { leads: [expired] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your emergency service request was not sent' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach our server for a week');
  },
});

export const CopiesTheDetails = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy my details' }));
    await expect(args.onCopy).toHaveBeenCalledWith(
      'Name: Leilani Akana\nEmail: leilani@example.com\nSubject: Seawall repair\nMessage: A crack in the seawall grows after every king tide.',
    );
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
});

export const Dismissed = meta.story({
  args: { leads: [refused, expired] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(refused);
  },
});

export const NothingToTell = meta.story({
  args: { leads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
});
