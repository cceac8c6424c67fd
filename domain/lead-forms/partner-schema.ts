import { z } from '../forms/zod';
import { partnerLocations, partnerMessages, partnerProjectTypes, partnerTypes } from './partner';
import { honeypotShape } from '../forms/honeypot-schema';
import { requiredChoice, requiredChoices } from '../forms/options-schema';
import { limits } from '../forms/text';
import { emailAddress, optionalText, phoneNumber, requiredText } from '../forms/text-schema';

export const partnerSchema = z.object({
  partnerType: requiredChoice(partnerTypes, partnerMessages.partnerType),
  companyName: requiredText(partnerMessages.companyName),
  contactName: requiredText(partnerMessages.contactName, limits.name),
  email: emailAddress(partnerMessages.email),
  phone: phoneNumber(),
  website: optionalText(limits.shortText),
  location: requiredChoice(partnerLocations, partnerMessages.location),
  services: requiredText(partnerMessages.services, limits.longText),
  experience: requiredText(partnerMessages.experience, limits.longText),
  projectTypes: requiredChoices(partnerProjectTypes, partnerMessages.projectTypes),
  capacity: requiredText(partnerMessages.capacity, limits.longText),
  certifications: optionalText(limits.longText),
  references: optionalText(limits.longText),
  message: requiredText(partnerMessages.message, limits.longText),
  ...honeypotShape,
});

export type PartnerInput = z.input<typeof partnerSchema>;
export type PartnerRequest = z.output<typeof partnerSchema>;

/** A valid partner request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const partnerExample = {
  partnerType: 'material-supplier',
  companyName: 'Cascade Panel Supply',
  contactName: 'Ruth Lindqvist',
  email: 'ruth@cascadepanels.example',
  phone: '(503) 555-0178',
  website: 'https://cascadepanels.example',
  location: 'multi-state',
  services: 'SIP and panelized wall packages, delivered to site with crane scheduling.',
  experience: '22 years supplying panel packages to general contractors on the West Coast.',
  projectTypes: ['prefab', 'residential', 'subdivisions'],
  capacity: 'Up to 40 homes a month from two plants.',
  certifications: 'APA certified mill',
  references: 'Available on request.',
  message: 'We would like to supply panels for your Hawaii and Oregon subdivisions.',
} satisfies PartnerInput;

export const partnerExampleLead = {
  name: 'Ruth Lindqvist',
  email: 'ruth@cascadepanels.example',
  phone: '(503) 555-0178',
  company: 'Cascade Panel Supply',
  location: 'Multi-State',
  projectType: 'Partner: Material Supplier',
} as const;
