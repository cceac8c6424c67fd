import { z } from '../forms/zod';
import { honeypotShape } from '../forms/honeypot-schema';
import { ndaMessages } from './nda';
import { limits } from '../forms/text';
import { emailAddress, minText, requiredText } from '../forms/text-schema';

export const ndaAccessSchema = z.object({
  accessCode: requiredText(ndaMessages.accessCode, 64),
  name: minText(2, ndaMessages.name, limits.name),
  email: emailAddress(ndaMessages.email),
  company: minText(2, ndaMessages.company, limits.shortText),
  agreeToNDA: z
    .boolean({ error: ndaMessages.agreeToNDA })
    .refine((agreed) => agreed, { error: ndaMessages.agreeToNDA }),
  ...honeypotShape,
});

export type NdaAccessInput = z.input<typeof ndaAccessSchema>;
export type NdaAccessRequest = z.output<typeof ndaAccessSchema>;

/** What an NDA access lead keeps: never the code itself, only which stored code opened the portal. */
export type NdaLeadData = Omit<NdaAccessRequest, 'accessCode'> & { accessCodeId: string };

/** A valid NDA portal request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const ndaExample = {
  // Matches no stored code: tests create a real one and put it here.
  accessCode: '0000000000',
  name: 'Hana Kealoha',
  email: 'hana@islandland.example',
  company: 'Island Land Partners',
  agreeToNDA: true,
} satisfies NdaAccessInput;

export const ndaExampleLead = {
  name: 'Hana Kealoha',
  email: 'hana@islandland.example',
  company: 'Island Land Partners',
  location: 'Not provided',
  projectType: 'NDA portal access',
} as const;
