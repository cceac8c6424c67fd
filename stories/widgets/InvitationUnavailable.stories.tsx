import preview from '../../.storybook/preview';
import { expect, type within } from 'storybook/test';
import { invitationUnavailable, type InvitationUnavailableReason } from '@site/domain/staff/invitations';
import { InvitationUnavailable } from '../../ui/src/widgets/staff/InvitationUnavailable';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/InvitationUnavailable',
  component: InvitationUnavailable,
  args: { reason: 'expired', signInHref: '/admin/login' },
  decorators: [framed({ maxWidth: 640 })],
});

/** Each reason's page: its title as the heading, what to do next, and the way to the sign-in. */
const reasonStory = (reason: InvitationUnavailableReason) => ({
  args: { reason, signInHref: '/admin/login' },
  play: async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(canvas.getByRole('heading', { name: invitationUnavailable[reason].title })).toBeVisible();
    await expect(canvas.getByText(invitationUnavailable[reason].text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the staff sign-in' })).toHaveAttribute('href', '/admin/login');
  },
});

export const Expired = meta.story(reasonStory('expired'));
export const Used = meta.story(reasonStory('used'));
export const Revoked = meta.story(reasonStory('revoked'));
export const Unknown = meta.story(reasonStory('unknown'));
export const TooManyTries = meta.story(reasonStory('limited'));
