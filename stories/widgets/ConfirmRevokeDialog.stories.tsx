import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmRevokeDialog, type ConfirmRevokeDialogProps } from '../../ui/src/widgets/staff/ConfirmRevokeDialog';
import { announcementsExpired } from '../announcer';
import { expectPending } from '../lead-forms';
import { onPhone } from '../viewports';

/** What a staff list revokes: here an NDA access code, as the NDA code manager hands it over. */
interface Code {
  label: string;
}
type Props = ConfirmRevokeDialogProps<Code>;

const code: Code = { label: 'Diablo Valley Properties' };

const meta = preview.meta({
  title: 'Widgets/ConfirmRevokeDialog',
  component: ConfirmRevokeDialog<Code>,
  args: {
    target: code,
    title: 'Revoke access code?',
    renderConsequence: (target: Code) => (
      <>
        The code for <strong>{target.label}</strong> will stop opening the NDA portal at once. This cannot be undone.
      </>
    ),
    revoked: (target: Code) => ({
      title: 'Code revoked',
      description: `The code for ${target.label} no longer opens the portal.`,
    }),
    failureTitle: 'Failed to revoke code',
    onRevoke: fn<Props['onRevoke']>(async () => {}),
    onClose: fn<Props['onClose']>(),
  },
  // The list that owns the dialog forgets its target when it closes; so does this stand-in.
  render: function RevokeFromList(args: Props) {
    const [target, setTarget] = useState(args.target);
    const close = () => {
      args.onClose();
      setTarget(null);
    };
    return <ConfirmRevokeDialog {...args} target={target} onClose={close} />;
  },
});

const page = () => within(document.body);
const dialog = () => page().getByRole('dialog', { name: 'Revoke access code?' });
const revoke = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Revoke' }));

export const Asks = meta.story({
  play: async ({ args }) => {
    await expect(dialog()).toHaveTextContent(
      'The code for Diablo Valley Properties will stop opening the NDA portal at once. This cannot be undone.',
    );
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
});

export const Closed = meta.story({
  args: { target: null },
  play: async ({ args }) => {
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
});

export const Revoking = meta.story({
  args: { onRevoke: fn<Props['onRevoke']>(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await revoke();
    await expectPending(within(dialog()), 'Revoking...', args.onRevoke);
    // Closing mid-write would hide its outcome: Cancel waits.
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const Revoked = meta.story({
  play: async ({ args }) => {
    await revoke();
    await expect(args.onRevoke).toHaveBeenCalledWith(code);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Code revoked')).toBeVisible());
    await expect(
      within(toast).getByText('The code for Diablo Valley Properties no longer opens the portal.'),
    ).toBeVisible();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await announcementsExpired();
  },
});

export const RevokeFailed = meta.story({
  args: {
    onRevoke: fn<Props['onRevoke']>(() => Promise.reject(new Error('This code was already revoked.'))),
  },
  play: async ({ args }) => {
    await revoke();
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to revoke code')).toBeVisible());
    await expect(within(toast).getByText('This code was already revoked.')).toBeVisible();
    await expect(dialog()).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: 'Revoke' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const Cancelled = meta.story({
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Revoke' })).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
});
