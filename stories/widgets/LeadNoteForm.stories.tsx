import preview from '../../.storybook/preview';
import { pipelineMessages } from '@site/domain/leads/pipeline';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadNoteForm, type LeadNoteFormProps } from '../../ui/src/widgets/staff/LeadNoteForm';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const onAdd = (implementation: LeadNoteFormProps['onAdd']) => fn<LeadNoteFormProps['onAdd']>(implementation);

const meta = preview.meta({
  title: 'Widgets/LeadNoteForm',
  component: LeadNoteForm,
  args: { onAdd: onAdd(async () => {}) },
  decorators: [framed({ maxWidth: 640 })],
});

export const AddsANote = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(box, ' Called, wants a site visit Friday.{Enter}Gate code 4411. ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({ text: 'Called, wants a site visit Friday.\nGate code 4411.' }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(within(document.body).getByText(pipelineMessages.noteAdded)).toBeVisible());
    await announcementsExpired();
  },
});

export const EmptyIsRefusedHere = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(canvas.getByText(pipelineMessages.noteEmpty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
});

export const FailedKeepsTheText = meta.story({
  args: { onAdd: onAdd(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Left a voicemail.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(canvas.getByText('Failed to fetch')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Left a voicemail.');
    await announcementsExpired();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add note' })).toBeVisible();
  },
});
