import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { invitationMessages } from '@site/domain/staff/invitations';
import { InviteMemberForm, type InviteMemberFormProps } from '../../ui/src/widgets/staff/InviteMemberForm';
import { announcementsExpired } from '../announcer';
import { framed } from '../decorators';
import { onPhone } from '../viewports';

const refusal = (message: string, fieldErrors?: Record<string, string>) =>
  Object.assign(new Error(message), { serverMessage: message, fieldErrors });

const meta = preview.meta({
  title: 'Widgets/InviteMemberForm',
  component: InviteMemberForm,
  args: { onInvite: fn<InviteMemberFormProps['onInvite']>(async () => {}) },
  decorators: [framed({ maxWidth: 760 })],
});

const page = () => within(document.body);

async function fill(canvas: ReturnType<typeof within>, email = 'leilani.kahale@pacificspan.example') {
  await userEvent.type(canvas.getByRole('textbox', { name: /^Full name/ }), 'Leilani Kahale');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Work e-mail/ }), email);
}

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Invite a member' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Staff:/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Owner:/ })).not.toBeChecked();
  },
});

export const SendsAnInvitation = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /^Owner:/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({
        name: 'Leilani Kahale',
        email: 'leilani.kahale@pacificspan.example',
        role: 'owner',
      }),
    );
    await waitFor(() => expect(page().getByText('Invitation sent')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toHaveValue('');
    await announcementsExpired();
  },
});

export const FieldErrors = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Work e-mail/ }), 'leilani@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(invitationMessages.name)).toBeVisible();
    await expect(canvas.getByText(invitationMessages.email)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toHaveFocus();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
});

/** The server's refusal of an address that already has an account lands under the e-mail field. */
export const AlreadyAMember = meta.story({
  args: {
    onInvite: fn<InviteMemberFormProps['onInvite']>(() =>
      Promise.reject(refusal(invitationMessages.alreadyMember, { email: invitationMessages.alreadyMember })),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana.reyes@pacificspan.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(invitationMessages.alreadyMember)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Work e-mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Leilani Kahale');
  },
});

export const AlreadyInvited = meta.story({
  args: {
    onInvite: fn<InviteMemberFormProps['onInvite']>(() =>
      Promise.reject(refusal(invitationMessages.alreadyInvited, { email: invitationMessages.alreadyInvited })),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(invitationMessages.alreadyInvited)).toBeVisible();
  },
});

export const SendFailed = meta.story({
  args: {
    onInvite: fn<InviteMemberFormProps['onInvite']>(() => Promise.reject(new Error('500: Internal Server Error'))),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to send the invitation')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Leilani Kahale');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
