import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { LeadDelivery } from '@site/domain/lead-forms/lead-delivery';
import { ContactForm, type ContactFormProps } from '../../ui/src/widgets/forms/ContactForm';
import {
  body,
  expectHoneypot,
  expectPending,
  expectRetryKeepsKey,
  expectToast,
  type Canvas,
  expectFieldErrors,
} from '../lead-forms';
import { framed } from '../decorators';

const onSubmit = (implementation: ContactFormProps['onSubmit']) => fn<ContactFormProps['onSubmit']>(implementation);

const meta = preview.meta({
  title: 'Widgets/ContactForm',
  component: ContactForm,
  args: { onSubmit: onSubmit(async () => 'sent') },
  decorators: [framed({ maxWidth: 720 })],
});

const fillValid = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Keoni Kahale');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'keoni@example.com');
  await userEvent.type(canvas.getByLabelText(/^Subject/), 'Garage conversion');
  await userEvent.type(canvas.getByLabelText(/^Message/), 'We want to turn our garage into a studio.');
};

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/]) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    await expect(canvas.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-required');
    await expectHoneypot(canvas);
  },
});

export const InvalidShowsSpecMessages = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'keoni@');
    await userEvent.type(canvas.getByLabelText(/^Message/), 'Too short');
    await submit(canvas);
    await expectFieldErrors(
      canvas,
      ['Name is required', 'Valid email is required', 'Subject is required', 'Please provide a detailed message'],
      canvas.getByLabelText(/^Name/),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { onSubmit: onSubmit(() => new Promise<LeadDelivery>(() => {})) },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expectPending(canvas, 'Sending...', args.onSubmit);
  },
});

export const SuccessResets = meta.story({
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.type(canvas.getByLabelText(/^Phone/), '(808) 555-0100');
    await submit(canvas);
    await expectToast('Message Sent Successfully!', 'Thank you for your message! We will respond shortly.');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name: 'Keoni Kahale',
        email: 'keoni@example.com',
        phone: '(808) 555-0100',
        subject: 'Garage conversion',
        message: 'We want to turn our garage into a studio.',
      },
      { idempotencyKey: expect.any(String) },
    );
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue(''));
    await expect(canvas.getByLabelText(/^Message/)).toHaveValue('');
  },
});

/** The network dropped: the outbox keeps the message and the form says so, not "sent" (docs/product.md §7.2). */
export const QueuedWhileOffline = meta.story({
  args: { onSubmit: onSubmit(async () => 'queued') },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await waitFor(() => expect(body().getByText('Saved, Not Sent Yet')).toBeVisible());
    await expect(body().queryByText('Message Sent Successfully!')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Name/)).toHaveValue(''));
  },
});

/** A bot that fills every input fills the hidden one too; it travels with the form for the API to catch. */
export const HoneypotTravelsWithTheForm = meta.story({
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.type(canvas.getByLabelText('Leave this field empty'), 'https://spam.example');
    await submit(canvas);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ homepage: 'https://spam.example' }), {
        idempotencyKey: expect.any(String),
      }),
    );
  },
});

export const FailureKeepsData = meta.story({
  args: { onSubmit: onSubmit(() => Promise.reject(new Error('503: Service Unavailable'))) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expectToast('Message Failed to Send', '503: Service Unavailable', 'destructive');
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Keoni Kahale');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
});

export const RetryKeepsIdempotencyKey = meta.story({
  args: { onSubmit: onSubmit(() => Promise.reject(new Error('Network request failed'))) },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.click(send);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(send).toHaveAccessibleName('Send Message'));
    await userEvent.click(send);
    await expectRetryKeepsKey(args.onSubmit);
  },
});
