import preview from '../../.storybook/preview';
import { unverifiedMessages } from '@site/domain/leads/unverified';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnverifiedLeadNotice, type UnverifiedLeadNoticeProps } from '../../ui/src/widgets/staff/UnverifiedLeadNotice';
import { sampleLead } from '../staff-fixtures';
import { announcementsExpired } from '../announcer';
import { serverError } from '../load-states';
import { onPhone } from '../viewports';

const change = (implementation: UnverifiedLeadNoticeProps['onConfirm']) =>
  fn<UnverifiedLeadNoticeProps['onConfirm']>(implementation);

const meta = preview.meta({
  title: 'Widgets/UnverifiedLeadNotice',
  component: UnverifiedLeadNotice,
  args: { leadName: sampleLead.name, onConfirm: change(async () => {}), onDiscard: change(async () => {}) },
});

const page = () => within(document.body);
const notice = () => page().getByRole('region', { name: unverifiedMessages.badge });
const dialog = () => page().getByRole('dialog', { name: 'Discard as spam' });

export const Unverified = meta.story({
  play: async ({ args }) => {
    await expect(within(notice()).getByText(unverifiedMessages.explanation)).toBeVisible();
    await expect(within(notice()).getByRole('button', { name: 'Confirm lead' })).toBeEnabled();
    await expect(within(notice()).getByRole('button', { name: 'Discard as spam' })).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const Confirming = meta.story({
  args: { onConfirm: change(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    await userEvent.click(within(notice()).getByRole('button', { name: 'Confirm lead' }));
    const pending = await within(notice()).findByRole('button', { name: 'Confirming...' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(notice()).getByRole('button', { name: 'Discard as spam' })).toBeDisabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});

export const Confirmed = meta.story({
  play: async ({ args }) => {
    await userEvent.click(within(notice()).getByRole('button', { name: 'Confirm lead' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().getByText(unverifiedMessages.confirmed)).toBeVisible());
    await announcementsExpired();
  },
});

export const DiscardAsked = meta.story({
  play: async ({ args }) => {
    await userEvent.click(within(notice()).getByRole('button', { name: 'Discard as spam' }));
    await expect(
      within(dialog()).getByText(new RegExp(`Discard the lead of ${sampleLead.name} as spam`)),
    ).toBeVisible();
    await expect(within(dialog()).getByRole('button', { name: 'Discard and erase' })).toBeEnabled();
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
});

export const DiscardFailed = meta.story({
  args: { onDiscard: change(() => Promise.reject(new Error(serverError))) },
  play: async ({ args }) => {
    await userEvent.click(within(notice()).getByRole('button', { name: 'Discard as spam' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Discard and erase' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    const toast = await page().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText(unverifiedMessages.discardFailed)).toBeVisible());
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    await expect(within(dialog()).getByRole('button', { name: 'Discard and erase' })).toBeEnabled();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async () => {
    await expect(notice().getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(within(notice()).getByRole('button', { name: 'Discard as spam' })).toBeVisible();
  },
});
