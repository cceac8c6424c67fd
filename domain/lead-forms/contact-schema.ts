import { z } from '../forms/zod';
import { contactMessages } from './contact';
import { honeypotShape } from '../forms/honeypot-schema';
import { limits } from '../forms/text';
import { emailAddress, minText, optionalText, requiredText } from '../forms/text-schema';

export const contactSchema = z.object({
  name: requiredText(contactMessages.name, limits.name),
  email: emailAddress(contactMessages.email),
  phone: optionalText(limits.phone),
  subject: requiredText(contactMessages.subject),
  message: minText(10, contactMessages.message),
  ...honeypotShape,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;

/** A valid contact request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const contactExample = {
  name: 'Leilani Akana',
  email: 'leilani@example.com',
  phone: '(808) 555-0199',
  subject: 'Seawall repair',
  message: 'Our seawall in Kaneohe has a crack that grows every winter.',
} satisfies ContactInput;

export const contactExampleLead = {
  name: 'Leilani Akana',
  email: 'leilani@example.com',
  phone: '(808) 555-0199',
  location: 'Not provided',
  projectType: 'Contact: Seawall repair',
} as const;
