import preview from '../../.storybook/preview';
import { erasureMessages } from '@site/domain/leads/erasure';
import { roleMessages } from '@site/domain/staff/roles';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EraseLeadDialog, type EraseLeadDialogProps } from '../../ui/src/widgets/staff/EraseLeadDialog';
import { sampleLead } from '../staff-fixtures';
import { announcementsExpired } from '../announcer';
import { serverError } from '../load-states';
import { onPhone } from '../viewports';

const onErase = (implementation: EraseLeadDialogProps['onErase']) =>
  fn<EraseLeadDialogProps['onErase']>(implementation);

const meta = preview.meta({
  title: 'Widgets/EraseLeadDialog',
  component: EraseLeadDialog,
  args: {
    leadName: sampleLead.name,
    counts: { files: 3, emails: 4, timeline: 7, chat: false },
    onErase: onErase(async () => {}),
  },
});

const page = () => within(document.body);
const dialog = () => page().getByRole('dialog', { name: 'Erase lead' });
const open = async () => {
  await userEvent.click(page().getByRole('button', { name: 'Erase lead' }));
  return dialog();
};
const confirm = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Erase lead' }));

export const Closed = meta.story({
  play: async ({ args }) => {
    await expect(page().getByRole('button', { name: 'Erase lead' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.onErase).not.toHaveBeenCalled();
  },
});

export const OpenWithCounts = meta.story({
  play: async ({ args }) => {
    const erase = await open();
    await expect(
      within(erase).getByText(`Erase the personal data of ${sampleLead.name} for good? This removes:`),
    ).toBeVisible();
    const items = within(within(erase).getByRole('list', { name: 'What will be removed' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'The contact details (name, e-mail, phone, company, location) and every field of the submission',
      '3 files',
      '4 e-mails',
      '7 notes and timeline entries',
    ]);
    await expect(args.onErase).not.toHaveBeenCalled();
  },
});

export const ChatLeadWithOneOfEach = meta.story({
  args: { counts: { files: 1, emails: 1, timeline: 1, chat: true } },
  play: async () => {
    const erase = await open();
    const items = within(erase).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'The contact details (name, e-mail, phone, company, location) and every field of the submission',
      '1 file',
      '1 e-mail',
      '1 note or timeline entry',
      'The chat conversation',
    ]);
  },
});

export const Erasing = meta.story({
  args: { onErase: onErase(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await open();
    await confirm();
    const pending = await within(dialog()).findByRole('button', { name: 'Erasing...' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pending);
    await expect(args.onErase).toHaveBeenCalledTimes(1);
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not close it while the erasure runs.
    await userEvent.keyboard('{Escape}');
    await expect(dialog()).toBeVisible();
  },
});

export const Failed = meta.story({
  args: { onErase: onErase(() => Promise.reject(new Error(serverError))) },
  play: async () => {
    await open();
    await confirm();
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText(erasureMessages.failed)).toBeVisible());
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(`${erasureMessages.failed}: ${serverError}`);
    await expect(within(dialog()).getByRole('button', { name: 'Erase lead' })).toBeEnabled();
  },
});

export const ErasesAndCloses = meta.story({
  play: async ({ args }) => {
    await open();
    await confirm();
    await expect(args.onErase).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().getByText(erasureMessages.erased)).toBeVisible());
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await announcementsExpired();
  },
});

export const CancelCloses = meta.story({
  play: async ({ args }) => {
    await open();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onErase).not.toHaveBeenCalled();
    await expect(page().getByRole('button', { name: 'Erase lead' })).toHaveFocus();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async () => {
    const erase = await open();
    await expect(within(erase).getByRole('button', { name: 'Erase lead' })).toBeVisible();
    await expect(within(erase).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
});

/** A staff member's view: erasing is for owners; the button is disabled and says so, and no dialog opens. */
export const ForOwnersOnly = meta.story({
  args: { refusal: roleMessages.erase },
  play: async ({ args }) => {
    const button = page().getByRole('button', { name: 'Erase lead' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(roleMessages.erase);
    await expect(page().getByText(roleMessages.erase)).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(args.onErase).not.toHaveBeenCalled();
  },
});
