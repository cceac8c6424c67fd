import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EditLeadDialog, type EditLeadDialogProps } from '../../ui/src/widgets/staff/EditLeadDialog';
import { longLead, minimalLead, sampleLead } from '../staff-fixtures';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { closedByEmptying } from '../decorators';

const onSave = (implementation: EditLeadDialogProps['onSave']) => fn<EditLeadDialogProps['onSave']>(implementation);

const Harness = closedByEmptying(EditLeadDialog, 'lead');

const meta = preview.meta({
  title: 'Widgets/EditLeadDialog',
  component: EditLeadDialog,
  args: { lead: sampleLead, onSave: onSave(async () => {}), onClose: fn() },
  render: (args) => <Harness {...args} />,
});

const page = () => within(document.body);
const dialog = () => page().getByRole('dialog', { name: 'Edit Lead' });

export const OpenWithCopyOfLead = meta.story({
  play: async () => {
    const edit = dialog();
    await expect(within(edit).getByRole('button', { name: /Qualified/ })).toBeVisible();
    await expect(within(edit).getByRole('textbox', { name: 'Estimated Value' })).toHaveValue('$485,000');
    await expect(within(edit).getByRole('textbox', { name: 'Notes' })).toHaveValue(sampleLead.notes);
    await expect(within(edit).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // The Edit Lead dialog is 2xl wide (docs/product.md §15.2): Tailwind's max-w-2xl, 42rem.
    await expect(edit.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(672);
  },
});

export const SavesAndCloses = meta.story({
  play: async ({ args }) => {
    const edit = dialog();
    await userEvent.click(within(edit).getByRole('button', { name: /Qualified/ }));
    await userEvent.click(page().getByRole('option', { name: 'Won' }));
    const value = within(edit).getByRole('textbox', { name: 'Estimated Value' });
    await userEvent.clear(value);
    await userEvent.type(value, '510000');
    const notes = within(edit).getByRole('textbox', { name: 'Notes' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Signed.');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(sampleLead, {
        status: 'won',
        estimatedValue: 510000,
        notes: 'Signed.',
      }),
    );
    await waitFor(() => expect(page().getByText('Lead updated successfully')).toBeVisible());
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await announcementsExpired();
  },
});

export const EmptyValueIsZero = meta.story({
  args: { lead: minimalLead },
  play: async ({ args }) => {
    const edit = dialog();
    await expect(within(edit).getByRole('textbox', { name: 'Estimated Value' })).toHaveValue('$0');
    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Estimated Value' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(minimalLead, { status: 'contacted', estimatedValue: 0, notes: '' }),
    );
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await announcementsExpired();
  },
});

export const Saving = meta.story({
  args: { onSave: onSave(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    const pending = await within(dialog()).findByRole('button', { name: 'Saving...' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pending);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
});

export const FailedSaveKeepsItOpen = meta.story({
  args: { onSave: onSave(() => Promise.reject(new Error('500: Internal Server Error'))) },
  play: async ({ args }) => {
    const notes = within(dialog()).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, ' Call back Monday.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to update lead')).toBeVisible());
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Failed to update lead: 500: Internal Server Error',
    );
    await expect(within(dialog()).getByRole('textbox', { name: 'Notes' })).toHaveValue(
      `${sampleLead.notes} Call back Monday.`,
    );
    await expect(within(dialog()).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
});

export const CancelCloses = meta.story({
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

export const LongText = meta.story({
  args: { lead: longLead },
  play: async () => {
    await expect(within(dialog()).getByText(new RegExp(longLead.name))).toBeVisible();
    await expect(within(dialog()).getByRole('textbox', { name: 'Estimated Value' })).toHaveValue('$12,750,000');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Save Changes' })).toBeVisible();
  },
});
