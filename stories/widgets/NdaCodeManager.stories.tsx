import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminNdaCode } from '@site/domain/staff/nda-codes';
import { roleMessages } from '@site/domain/staff/roles';
import { NdaCodeManager, type NdaCodeManagerProps } from '../../ui/src/widgets/staff/NdaCodeManager';
import { watchClipboard } from '../clipboard';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { framed } from '../decorators';
import { listItems } from '../lists';
import { emptyStory, loadFailedStory, loadingStory, serverError } from '../load-states';

const codes: AdminNdaCode[] = [
  { id: 'code-1', label: 'Diablo Valley Properties', createdAt: '2026-11-02T18:00:00.000Z', revokedAt: null },
  {
    id: 'code-2',
    label: 'Former broker',
    createdAt: '2026-09-14T18:00:00.000Z',
    revokedAt: '2026-10-01T16:00:00.000Z',
  },
];

const meta = preview.meta({
  title: 'Widgets/NdaCodeManager',
  component: NdaCodeManager,
  args: {
    codes,
    onCreate: fn<NdaCodeManagerProps['onCreate']>(async (label) => ({
      id: 'code-3',
      label,
      createdAt: '2026-11-22T18:00:00.000Z',
      revokedAt: null,
      code: '4820193756',
    })),
    onRevoke: fn<NdaCodeManagerProps['onRevoke']>(async () => {}),
  },
  decorators: [framed({ maxWidth: 760 })],
});

const page = () => within(document.body);

export const List = meta.story({
  play: async ({ canvas }) => {
    const items = await listItems(canvas, 'Access codes', 2);
    await expect(items[0]).toHaveTextContent('Active');
    await expect(items[1]).toHaveTextContent('Revoked');
    await expect(within(items[1] as HTMLElement).queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
});

export const CreateShowsTheCodeOnce = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Who is the code for/ }), 'Kona Coast Living');
    await userEvent.click(canvas.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith('Kona Coast Living'));
    const created = await canvas.findByRole('region', { name: 'New code for Kona Coast Living' });
    await expect(within(created).getByText('4820193756')).toBeVisible();
    await expect(created).toHaveTextContent('will not be shown again');
    const clipboard = watchClipboard();
    await userEvent.click(within(created).getByRole('button', { name: 'Copy code' }));
    await expect(clipboard).toHaveBeenLastCalledWith('4820193756');
    await expect(await within(created).findByRole('button', { name: 'Code copied' })).toBeVisible();
    await userEvent.click(within(created).getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByText('4820193756')).toBeNull();
  },
});

export const LabelRequired = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create code' }));
    await expect(await canvas.findByText('Say who the code is for')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
});

export const RevokeAsksFirst = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the code for Diablo Valley Properties' }));
    const dialog = page().getByRole('dialog', { name: 'Revoke access code?' });
    await expect(dialog).toHaveTextContent('Diablo Valley Properties');
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(codes[0]);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(page().getByText('Code revoked')).toBeVisible());
    await announcementsExpired();
  },
});

export const RevokeCancelled = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the code for Diablo Valley Properties' }));
    await userEvent.click(within(page().getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onRevoke).not.toHaveBeenCalled();
  },
});

export const CreateFailed = meta.story({
  args: {
    onCreate: fn<NdaCodeManagerProps['onCreate']>(() => Promise.reject(new Error('500: Internal Server Error'))),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Who is the code for/ }), 'Kona Coast Living');
    await userEvent.click(canvas.getByRole('button', { name: 'Create code' }));
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Failed to create code')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /Who is the code for/ })).toHaveValue('Kona Coast Living');
  },
});

export const Loading = meta.story(loadingStory('access codes', { codes: undefined }));

export const Empty = meta.story(emptyStory({ codes: [] }, 'No access codes yet.'));

export const LoadFailed = meta.story(loadFailedStory('access codes', { codes: undefined, error: serverError }));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Create code' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});

/** A staff member's view: the codes are listed, but creating and revoking are for owners, and the page says so. */
export const ForOwnersOnly = meta.story({
  args: { refusal: roleMessages.ndaCodes },
  play: async ({ args }) => {
    await expect(page().getByText(roleMessages.ndaCodes)).toBeVisible();
    await expect(page().queryByRole('form', { name: 'Create an NDA access code' })).toBeNull();
    await expect(page().queryByRole('button', { name: /^Revoke/ })).toBeNull();
    await listItems(page(), 'Access codes', 2);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
});
