import preview from '../../.storybook/preview';
import { leadEditMessages, staleEditMessages } from '@site/domain/staff/lead-edits';
import { pipelineMessages } from '@site/domain/leads/pipeline';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadPlanForm, type LeadPlanFormProps } from '../../ui/src/widgets/staff/LeadPlanForm';
import { sampleLead } from '../staff-fixtures';
import { announcementsExpired } from '../announcer';
import { ana, kai } from '../pipeline-fixtures';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const onSave = (implementation: LeadPlanFormProps['onSave']) => fn<LeadPlanFormProps['onSave']>(implementation);
const page = () => within(document.body);

const meta = preview.meta({
  title: 'Widgets/LeadPlanForm',
  component: LeadPlanForm,
  args: { lead: sampleLead, staff: [ana, kai], onSave: onSave(async () => {}) },
  decorators: [framed({ maxWidth: 720 })],
});

export const AssignsByKeyboard = meta.story({
  play: async ({ args, canvas }) => {
    const owner = canvas.getByRole('button', { name: /Nobody/ });
    owner.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await page().findByRole('option', { name: 'Kai Lono' }));
    await expect(canvas.getByRole('button', { name: /Kai Lono/ })).toBeVisible();
    const month = canvas.getByRole('spinbutton', { name: /month/ });
    await userEvent.click(month);
    await userEvent.keyboard('12012026');
    await userEvent.click(canvas.getByRole('button', { name: 'Save owner and follow-up' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        ownerId: kai.id,
        followUpOn: '2026-12-01',
        updatedAt: sampleLead.updatedAt,
      }),
    );
    await waitFor(() => expect(page().getByText(pipelineMessages.planSaved)).toBeVisible());
    await announcementsExpired();
  },
});

export const ClearsTheDayAndOwner = meta.story({
  args: { lead: { ...sampleLead, owner: ana, followUpOn: '2026-11-23' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await userEvent.click(canvas.getByRole('button', { name: /Ana Reyes/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Nobody' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save owner and follow-up' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        ownerId: null,
        followUpOn: null,
        updatedAt: sampleLead.updatedAt,
      }),
    );
    await announcementsExpired();
  },
});

export const DisabledOwnerStaysShown = meta.story({
  args: { lead: { ...sampleLead, owner: { id: 'staff-gone', name: 'Former Colleague' } }, staff: [ana] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Former Colleague/ })).toBeVisible();
  },
});

export const StaleSaveIsRefused = meta.story({
  args: { onSave: onSave(() => Promise.reject(new Error(staleEditMessages.lead))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save owner and follow-up' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(`${leadEditMessages.failed}: ${staleEditMessages.lead}`),
    );
    const toast = await page().findByRole('alertdialog');
    await expect(toast).toHaveAttribute('data-tone', 'destructive');
    await announcementsExpired();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save owner and follow-up' })).toBeVisible();
  },
});
