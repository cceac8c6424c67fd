import { describeError } from '@site/domain/forms/errors';
import { replyMessages, type LeadReply } from '@site/domain/leads/conversations';
import type { KeyboardEvent } from 'react';
import { Form, useZodForm } from '../../../components/Form';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../components/Toast';
import * as shared from '../staff.css';
import { SubmitRow } from '../submit-row';

export interface LeadReplyComposerProps {
  /** The lead's address, shown so staff see who gets it. */
  to: string;
  /** The subject and text the composer starts with (and returns to after a reply is sent). */
  subject: string;
  template: string;
  /** Queues the reply; throw to report failure (the text stays in the box). */
  onSend: (reply: LeadReply) => Promise<void>;
}

/** Ctrl+Enter, or Cmd+Enter on a Mac, sends from anywhere in the composer, as in mail programs. */
const isSendShortcut = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

/**
 * A reply to the lead by e-mail (docs/decisions/078): plain text, sent through the outbox from the lead's page,
 * with the lead's reply address as Reply-To so the answer comes back onto the lead.
 */
export function LeadReplyComposer({ to, subject, template, onSend }: LeadReplyComposerProps) {
  const form = useZodForm({
    schema: () => import('@site/domain/leads/conversations').then((module) => module.leadReplySchema),
    initialValues: { subject, body: template },
    onSubmit: (reply) => onSend(reply),
    onSuccess: () => showToast({ title: replyMessages.sent, description: `To ${to}` }),
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: 'Could not send the reply', description: describeError(failure) }),
  });

  return (
    <Form
      {...form.formProps}
      aria-label="Reply by e-mail"
      onKeyDown={(event) => {
        if (!isSendShortcut(event)) return;
        event.preventDefault();
        event.currentTarget.requestSubmit();
      }}
    >
      <p className={shared.note}>
        To <strong>{to}</strong>. Their answer comes back here.
      </p>
      <TextField {...form.field('subject')} label="Subject" />
      <TextArea
        {...form.field('body')}
        label="Message"
        description="Plain text. Ctrl+Enter (Cmd+Enter on a Mac) sends."
        rows={8}
      />
      <SubmitRow form={form} fields={['subject', 'body']} pendingLabel="Sending...">
        Send reply
      </SubmitRow>
    </Form>
  );
}
