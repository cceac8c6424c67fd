import { company } from '../company/company';
import { fieldMessages } from '../forms/text';
import { notProvided, type LeadSourceDefinition } from '../leads/lead-source';

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

/** The contact form as a lead source (docs/decisions/107); its schema is `contact-schema.ts`. */
export const contactSource = {
  label: 'Contact',
  title: 'Contact form',
  replyOpening: 'Thank you for your message. I would like to',
  icon: 'mail',
  form: {
    path: 'contact',
    name: 'contact form',
    promise: `Thank you for reaching out. We will reply within ${company.responseTimes.intake}.`,
    respondWithin: { businessDays: 2 },
  },
  normalise: (data: { name: string; email: string; phone?: string; subject: string }) => ({
    name: data.name,
    email: data.email,
    phone: data.phone,
    location: notProvided,
    projectType: `Contact: ${data.subject}`,
  }),
} as const satisfies LeadSourceDefinition<never>;
