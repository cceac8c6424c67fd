import preview from '../../.storybook/preview';
import { bulkMessages } from '@site/domain/staff/bulk-changes';
import { staleEditMessages } from '@site/domain/staff/lead-edits';
import { roleMessages } from '@site/domain/staff/roles';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadBulkBar, type LeadBulkBarProps } from '../../ui/src/widgets/staff/LeadBulkBar';
import { ana, kai } from '../lead-table-fixtures';
import { onPhone } from '../viewports';

const change = <T extends (value: never) => Promise<void>>(implementation: T) => fn<T>(implementation);

const meta = preview.meta({
  title: 'Widgets/LeadBulkBar',
  component: LeadBulkBar,
  args: {
    count: 3,
    staff: [ana, kai],
    onChangeStatus: change<LeadBulkBarProps['onChangeStatus']>(async () => {}),
    onChangeOwner: change<LeadBulkBarProps['onChangeOwner']>(async () => {}),
    onExport: fn(),
    onClear: fn(),
  },
});

const bar = (canvas: HTMLElement) => within(canvas).getByRole('region', { name: 'Selected leads' });
const choose = async (canvas: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(within(bar(canvas)).getByRole('button', { name: field }));
  await userEvent.click(within(document.body).getByRole('option', { name: option }));
};

export const NothingSelected = meta.story({
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement)).toHaveTextContent(
      'Select leads in the table to change their status or owner, or to export them.',
    );
    await expect(within(bar(canvasElement)).queryByRole('button')).toBeNull();
  },
});

export const Selected = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(bar(canvasElement)).getByRole('status')).toHaveTextContent('3 leads selected');
    // Nothing is applied before a status or an owner is chosen.
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Change status' })).toBeDisabled();
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Assign' })).toBeDisabled();
  },
});

export const ChangeStatus = meta.story({
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, /New status/, 'Contacted');
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Change status' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith('contacted');
    const toast = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(toast).toHaveTextContent(bulkMessages.updated(3)));
  },
});

export const AssignToNobody = meta.story({
  args: { count: 1 },
  play: async ({ args, canvasElement }) => {
    await expect(within(bar(canvasElement)).getByRole('status')).toHaveTextContent('1 lead selected');
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: /New owner/ }));
    await expect(
      within(document.body)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Ana Reyes', 'Kai Lono']);
    await userEvent.click(within(document.body).getByRole('option', { name: 'Nobody' }));
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Assign' }));
    await expect(args.onChangeOwner).toHaveBeenCalledWith(null);
    const toast = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(toast).toHaveTextContent('1 lead updated'));
  },
});

export const Changing = meta.story({
  args: { onChangeOwner: change<LeadBulkBarProps['onChangeOwner']>(() => new Promise(() => {})) },
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, /New owner/, 'Kai Lono');
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Assign' }));
    await expect(args.onChangeOwner).toHaveBeenCalledWith(kai.id);
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Assigning...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Clear selection' })).toBeDisabled();
  },
});

export const RefusedAsStale = meta.story({
  args: {
    onChangeStatus: change<LeadBulkBarProps['onChangeStatus']>(() =>
      Promise.reject(new Error(staleEditMessages.leads)),
    ),
  },
  play: async ({ args, canvasElement }) => {
    await choose(canvasElement, /New status/, 'Lost');
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Change status' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith('lost');
    const toast = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(toast).toHaveTextContent(bulkMessages.failed));
    await expect(toast).toHaveTextContent(staleEditMessages.leads);
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    // The choice stays, so the change can be made again once the table shows the leads as they are.
    await expect(within(bar(canvasElement)).getByRole('button', { name: /New status/ })).toHaveTextContent('Lost');
  },
});

export const ExportAndClear = meta.story({
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Export selection' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar(canvasElement)).getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvasElement }) => {
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Export selection' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

/** A staff member's view: bulk changes stay theirs, the export of the selection is for owners and says so. */
export const ExportForOwnersOnly = meta.story({
  args: { exportRefusal: roleMessages.exportCsv },
  play: async ({ args, canvasElement }) => {
    const button = within(bar(canvasElement)).getByRole('button', { name: 'Export selection' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(roleMessages.exportCsv);
    await expect(within(bar(canvasElement)).getByRole('button', { name: 'Clear selection' })).toBeEnabled();
    await expect(args.onExport).not.toHaveBeenCalled();
  },
});
