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
