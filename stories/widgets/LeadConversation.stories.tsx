import preview from '../../.storybook/preview';
import type { AdminLeadMessage } from '@site/domain/leads/conversations';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LeadConversation, type LeadConversationProps } from '../../ui/src/widgets/staff/LeadConversation';
import { announcementsExpired } from '../announcer';
import { framed } from '../decorators';
import { emptyStory } from '../load-states';
import { onPhone } from '../viewports';

const people = [{ id: 'staff-1', email: 'ana.reyes@pacificspan.example', name: 'Ana Reyes' }];

const reply: AdminLeadMessage = {
  id: 'm-1',
  leadId: 'lead-1',
  direction: 'outbound',
  author: 'ana.reyes@pacificspan.example',
  subject: 'Your project intake with Pacific Span Builders',
  text: 'Hello Keoni,\n\nThank you for telling us about your project. Can we visit on Thursday at 9?\n\nBest regards,\nAna Reyes',
  fullText:
    'Hello Keoni,\n\nThank you for telling us about your project. Can we visit on Thursday at 9?\n\nBest regards,\nAna Reyes',
  senderChecks: null,
  attachments: [],
  createdAt: '2026-11-20T18:02:00.000Z',
  notificationId: 'n-1',
  status: 'sent',
  lastError: null,
};

const answer: AdminLeadMessage = {
  id: 'm-2',
  leadId: 'lead-1',
  direction: 'inbound',
  author: 'keoni@kahale.example',
  subject: 'Re: Your project intake with Pacific Span Builders',
  text: 'Thursday at 9 works. <b>The gate code is 4411.</b>',
  fullText: [
    'Thursday at 9 works. <b>The gate code is 4411.</b>',
    '',
    '--',
    'Keoni',
    '',
    'On Fri, Nov 20, 2026 at 10:02 AM Pacific Span Builders <leads@pacificspan.example> wrote:',
    '> Hello Keoni,',
    '> Can we visit on Thursday at 9?',
  ].join('\n'),
  senderChecks: { spf: 'pass', dkim: 'pass', dmarc: null },
  attachments: [
    { name: 'lanai-north-side.jpg', type: 'image/jpeg', size: 482_000, fileId: 'file-1' },
    { name: 'lanai-notes.docx', type: 'application/msword', size: 21_000, fileId: null },
  ],
  createdAt: '2026-11-20T19:15:00.000Z',
  notificationId: 'n-2',
  status: null,
  lastError: null,
};

const failedReply: AdminLeadMessage = {
  ...reply,
  id: 'm-3',
  subject: 'Site visit confirmed',
  text: 'See you Thursday.',
  fullText: 'See you Thursday.',
  createdAt: '2026-11-20T19:30:00.000Z',
  notificationId: 'n-3',
  status: 'failed',
  lastError: 'email from leads@unverified.example not allowed',
};

const meta = preview.meta({
  title: 'Widgets/LeadConversation',
  component: LeadConversation,
  args: {
    messages: [reply, answer, failedReply],
    people,
    onResend: fn<NonNullable<LeadConversationProps['onResend']>>(async () => {}),
    fileUrl: (id: string) => `/admin/files/${id}`,
  },
  decorators: [framed({ maxWidth: 760 })],
});

/**
 * A reply, the lead's answer and a reply that failed: the answer without its quoted history, as text (its
 * markup shows as typed), the whole message a click away, its sender checks and attachment.
 */
export const Thread = meta.story({
  play: async ({ args, canvas }) => {
    // The messages themselves, not the attachment lists inside them.
    const items = [...canvas.getByRole('list', { name: 'Conversation' }).children];
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Reply from Ana Reyes');
    await expect(items[0]).toHaveTextContent('Sent');
    await expect(items[1]).toHaveTextContent('Answer from keoni@kahale.example');
    const answered = within(items[1] as HTMLElement);
    await expect(answered.getByText('Thursday at 9 works. <b>The gate code is 4411.</b>')).toBeVisible();
    await expect(items[1]?.querySelector('b')).toBeNull();
    await expect(items[1]).toHaveTextContent('Sender checks: SPF pass · DKIM pass · DMARC not recorded');
    // A photo the forms would take is kept with the lead's files and opens from there; a Word file is not.
    const attachments = within(answered.getByRole('list', { name: 'Attachments' }));
    await expect(attachments.getByRole('link', { name: 'lanai-north-side.jpg' })).toHaveAttribute(
      'href',
      '/admin/files/file-1',
    );
    await expect(items[1]).toHaveTextContent("lanai-north-side.jpg (image/jpeg, 471 KB), kept with the lead's files");
    await expect(items[1]).toHaveTextContent('lanai-notes.docx (application/msword, 21 KB), not kept');

    // The quoted history is in the whole message only, shown on request.
    const whole = answered.getByText(/> Can we visit on Thursday at 9\?/);
    await expect(whole).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show full message' }));
    await expect(whole).toBeVisible();

    await expect(items[2]).toHaveTextContent('Failed');
    await expect(items[2]).toHaveTextContent('Reason: email from leads@unverified.example not allowed');
    await userEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledWith(failedReply);
    await waitFor(() => expect(within(document.body).getByText('Reply queued again')).toBeVisible());
    await announcementsExpired();
  },
});

/** A reply just sent: queued at once, before the outbox has sent it. */
export const Queued = meta.story({
  args: { messages: [{ ...reply, status: 'queued' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Queued');
    await expect(canvas.queryByRole('button', { name: 'Resend' })).toBeNull();
  },
});

/**
 * An answer whose header From is neither the lead's address nor the address the message was sent from: marked,
 * so staff check who wrote it before acting on it (docs/decisions/085). Its forged checks are not trusted either.
 */
export const CheckTheSender = meta.story({
  args: {
    messages: [
      {
        ...answer,
        author: 'billing@kahale-payments.example',
        text: 'Please send the deposit to the new account below.',
        fullText: 'Please send the deposit to the new account below.',
        senderChecks: { spf: null, dkim: null, dmarc: null, unmatchedEnvelopeFrom: 'bounce@mailer.example' },
        attachments: [],
      },
    ],
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent('Answer from billing@kahale-payments.example');
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            "Check the sender: From billing@kahale-payments.example is neither the lead's address nor the address the message was sent from (bounce@mailer.example).",
      ),
    ).toBeVisible();
    await expect(item).toHaveTextContent('Sender checks: SPF not recorded · DKIM not recorded · DMARC not recorded');
  },
});

/** On a contact's page each message names the lead it belongs to. */
export const AcrossLeads = meta.story({
  args: {
    messages: [reply, answer],
    onResend: undefined,
    leadOf: () => ({ name: 'Keoni Kahale, Intake', href: '/admin/leads/lead-1#conversation' }),
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Keoni Kahale, Intake' });
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '/admin/leads/lead-1#conversation');
  },
});

export const Empty = meta.story(emptyStory({ messages: [] }, 'No messages yet.'));

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show full message' })).toBeVisible();
  },
});
