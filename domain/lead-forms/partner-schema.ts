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
