import { fieldMessages } from '../forms/text';

/** The contact form's exact messages (docs/product.md §7.6): what the visitor sees, in the browser and from the API. */
export const contactMessages = {
  name: 'Name is required',
  email: fieldMessages.email,
  subject: 'Subject is required',
  message: 'Please provide a detailed message',
} as const;

/** What the contact form says (docs/product.md §7.6) while sending, after success and after failure. */
export const contactCopy = {
  submit: 'Send Message',
  pending: 'Sending...',
  success: { title: 'Message Sent Successfully!', description: 'Thank you for your message! We will respond shortly.' },
  failure: { title: 'Message Failed to Send' },
} as const;
