import { contactCopy, contactSchema, emptyContact, type ContactRequest } from '@site/domain/contact';
import { describeError } from '@site/domain/errors';
import { Button } from '../../components/Button';
import { Form, useZodForm, type SubmitContext } from '../../components/Form';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/Toast/queue';
import * as styles from './ContactForm.css';

export interface ContactFormProps {
  /** Sends the message; throw to report failure (the entered data stays). */
  onSubmit: (message: ContactRequest, context: SubmitContext) => Promise<void>;
}

export function ContactForm({ onSubmit }: ContactFormProps) {
  const form = useZodForm({
    schema: contactSchema,
    initialValues: emptyContact,
    onSubmit,
    onSuccess: () => showToast(contactCopy.success),
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
      <div>
        <Button type="submit" isPending={form.isPending} pendingLabel={contactCopy.pending} size="lg">
          {contactCopy.submit}
        </Button>
      </div>
    </Form>
  );
}
