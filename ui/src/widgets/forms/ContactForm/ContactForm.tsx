import type { ContactInput } from '@site/domain/lead-forms/contact-schema';
import { honeypotField } from '@site/domain/forms/honeypot';
import { contactCopy } from '@site/domain/lead-forms/contact';
import type { ContactRequest } from '@site/domain/lead-forms/contact-schema';
import { describeError } from '@site/domain/forms/errors';
import { leadQueuedCopy, type LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import { useRef } from 'react';
import { Form, useZodForm } from '../../../components/Form';
import { honeypotOf } from '../../../components/HoneypotField';
import { TextArea } from '../../../components/TextArea';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../components/Toast/queue';
import { FormSubmit } from '../form-submit';
import type { SubmitLead } from '../lead-form';
import * as styles from './ContactForm.css';

const emptyContact: ContactInput = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  [honeypotField]: '',
};

export interface ContactFormProps {
  /**
   * Sends the message: resolve 'sent' when the server stored it, 'queued' when it waits in the outbox for the
   * network; throw to report failure (the entered data stays).
   */
  onSubmit: SubmitLead<ContactRequest>;
}

export function ContactForm({ onSubmit }: ContactFormProps) {
  const delivery = useRef<LeadDelivery>('sent');
  const form = useZodForm({
    schema: () => import('@site/domain/lead-forms/contact-schema').then((module) => module.contactSchema),
    initialValues: emptyContact,
    onSubmit: async (message, context) => {
      delivery.current = await onSubmit(message, context);
    },
    onSuccess: () => showToast(delivery.current === 'queued' ? leadQueuedCopy : contactCopy.success),
    onFailure: (error) =>
      showToast({ tone: 'destructive', title: contactCopy.failure.title, description: describeError(error) }),
  });

  return (
    <Form {...form.formProps} aria-label="Send us a message">
      <div className={styles.row}>
        <TextField {...form.field('name')} label="Name" isRequired autoComplete="name" />
        <TextField {...form.field('email')} label="Email" type="email" isRequired autoComplete="email" />
      </div>
      <div className={styles.row}>
        <TextField {...form.field('phone')} label="Phone" type="tel" autoComplete="tel" />
        <TextField {...form.field('subject')} label="Subject" isRequired />
      </div>
      <TextArea
        {...form.field('message')}
        label="Message"
        isRequired
        description="Tell us about your project: at least 10 characters."
      />
      <FormSubmit honeypot={honeypotOf(form)} isPending={form.isPending} copy={contactCopy} />
    </Form>
  );
}
