import preview from '../../.storybook/preview';
import { replyMessages, replySubject, replyTemplate } from '@site/domain/leads/conversations';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadReplyComposer, type LeadReplyComposerProps } from '../../ui/src/widgets/staff/LeadReplyComposer';
import { announcementsExpired } from '../announcer';
import { framed } from '../decorators';

const onSend = (implementation: LeadReplyComposerProps['onSend']) =>
  fn<LeadReplyComposerProps['onSend']>(implementation);
const template = replyTemplate('intake', 'Keoni Kahale', 'Ana Reyes');

const meta = preview.meta({
  title: 'Widgets/LeadReplyComposer',
  component: LeadReplyComposer,
  args: {
    to: 'keoni@kahale.example',
    subject: replySubject('intake'),
    template,
    onSend: onSend(async () => {}),
  },
  decorators: [framed({ maxWidth: 720 })],
});

const message = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Message' });

/** Opened on a lead: the subject and a short template of the lead's source, signed by the staff member. */
export const Template = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Your project intake with Pacific Span Builders',
    );
    await expect(message(canvas)).toHaveValue(template);
    await expect(canvas.getByText('keoni@kahale.example')).toBeVisible();
  },
});

/** An empty composer (no template): the send button is there, nothing is filled in. */
export const Empty = meta.story({
  args: { subject: '', template: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(message(canvas)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  },
});

/** Ctrl+Enter sends; the composer shows it pending while the page's action is under way. */
export const Sending = meta.story({
  args: { onSend: onSend(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(message(canvas));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith({ subject: args.subject, body: template.trim() }));
    await expect(canvas.getByRole('button', { name: /Sending/ })).toBeVisible();
  },
});

/** Sent: the toast names the recipient and the composer starts again from the template. */
export const Sent = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.clear(message(canvas));
    await userEvent.type(message(canvas), 'Hello Keoni,{Enter}{Enter}Can we visit on Thursday?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        subject: args.subject,
        body: 'Hello Keoni,\n\nCan we visit on Thursday?',
      }),
    );
    await waitFor(() => expect(within(document.body).getByText(replyMessages.sent)).toBeVisible());
    await waitFor(() => expect(message(canvas)).toHaveValue(template));
    await announcementsExpired();
  },
});

/** The page could not send: the reason shows and the text stays for another try. */
export const Failed = meta.story({
  args: { onSend: onSend(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async ({ canvas }) => {
    await userEvent.clear(message(canvas));
    await userEvent.type(message(canvas), 'Can we visit on Thursday?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(canvas.getByText('Failed to fetch')).toBeVisible());
    await expect(message(canvas)).toHaveValue('Can we visit on Thursday?');
    await announcementsExpired();
  },
});

/** A blank subject and message are refused in the browser by the schema the server checks too. */
export const Invalid = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Subject' }));
    await userEvent.clear(message(canvas));
    await userEvent.type(message(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(canvas.getByText(replyMessages.subjectEmpty)).toBeVisible();
    await expect(canvas.getByText(replyMessages.bodyEmpty)).toBeVisible();
    await expect(message(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
});
