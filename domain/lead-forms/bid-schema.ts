import { stateLocations } from '../company/company';
import { z } from '../forms/zod';
import { bidBudgets, bidMessages, bidProjectSizes, bidProjectTypes, bidTimelines } from './bid';
import { leadFileIds } from './lead-files-schema';
import { honeypotShape } from '../forms/honeypot-schema';
import { requiredChoice } from '../forms/options-schema';
import { limits } from '../forms/text';
import { emailAddress, optionalText, phoneNumber, requiredText } from '../forms/text-schema';

export const bidSchema = z.object({
  projectType: requiredChoice(bidProjectTypes, bidMessages.projectType),
  location: requiredChoice(stateLocations, bidMessages.location),
  projectSize: requiredChoice(bidProjectSizes, bidMessages.projectSize),
  budget: requiredChoice(bidBudgets, bidMessages.budget),
  timeline: requiredChoice(bidTimelines, bidMessages.timeline),
  companyName: requiredText(bidMessages.companyName),
  contactName: requiredText(bidMessages.contactName, limits.name),
  email: emailAddress(bidMessages.email),
  phone: phoneNumber(),
  projectDescription: requiredText(bidMessages.projectDescription, limits.longText),
  requirements: requiredText(bidMessages.requirements, limits.longText),
  permits: leadFileIds(),
  drawings: leadFileIds(),
  additionalInfo: optionalText(limits.longText),
  ...honeypotShape,
});

export type BidInput = z.input<typeof bidSchema>;
export type BidRequest = z.output<typeof bidSchema>;

/** A valid bid request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const bidExample = {
  projectType: 'shopping-center',
  location: 'california',
  projectSize: '50000-100000-sf',
  budget: '1m-5m',
  timeline: '6-12-months',
  companyName: 'Diablo Retail Partners',
  contactName: 'Priya Raman',
  email: 'priya@diabloretail.example',
  phone: '(925) 555-0186',
  projectDescription: 'Facade and common-area renovation of a 72,000 sq ft shopping center in Walnut Creek.',
  requirements: 'Night work only; tenants stay open throughout.',
} satisfies BidInput;

export const bidExampleLead = {
  name: 'Priya Raman',
  email: 'priya@diabloretail.example',
  phone: '(925) 555-0186',
  company: 'Diablo Retail Partners',
  location: 'California',
  projectType: 'Bid: Shopping Center',
} as const;
