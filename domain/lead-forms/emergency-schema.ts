import { stateLocations } from '../company/company';
import { z } from '../forms/zod';
import {
  emergencyBudgets,
  emergencyMessages,
  emergencyTimelines,
  emergencyTypes,
  preferredResponses,
  urgencyLevels,
} from './emergency';
import { leadFileIds } from './lead-files-schema';
import { honeypotShape } from '../forms/honeypot-schema';
import { optionalChoice, requiredChoice } from '../forms/options-schema';
import { limits } from '../forms/text';
import { emailAddress, optionalText, phoneNumber, requiredText } from '../forms/text-schema';

export const emergencySchema = z.object({
  urgencyLevel: requiredChoice(urgencyLevels, emergencyMessages.urgencyLevel),
  location: requiredChoice(stateLocations, emergencyMessages.location),
  projectType: requiredChoice(emergencyTypes, emergencyMessages.projectType),
  issueDescription: requiredText(emergencyMessages.issueDescription, limits.longText),
  contactName: requiredText(emergencyMessages.contactName, limits.name),
  email: emailAddress(emergencyMessages.email),
  phone: phoneNumber(),
  preferredResponse: requiredChoice(preferredResponses, emergencyMessages.preferredResponse),
  budget: optionalChoice(emergencyBudgets, emergencyMessages.budget),
  timeline: requiredChoice(emergencyTimelines, emergencyMessages.timeline),
  additionalInfo: optionalText(limits.longText),
  photos: leadFileIds(),
  ...honeypotShape,
});

export type EmergencyInput = z.input<typeof emergencySchema>;
export type EmergencyRequest = z.output<typeof emergencySchema>;

/** A valid emergency request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const emergencyExample = {
  urgencyLevel: 'critical',
  location: 'california',
  projectType: 'storm-damage',
  issueDescription: 'A tree fell through the roof of our restaurant; rain is coming into the dining room.',
  contactName: 'Marco Bellini',
  email: 'marco@trattoria.example',
  phone: '(925) 555-0118',
  preferredResponse: 'phone-call',
  budget: 'insurance-claim',
  timeline: 'immediately',
  additionalInfo: 'The back entrance on Oak Street is open.',
} satisfies EmergencyInput;

export const emergencyExampleLead = {
  name: 'Marco Bellini',
  email: 'marco@trattoria.example',
  phone: '(925) 555-0118',
  location: 'California',
  projectType: 'Emergency: Storm Damage',
  urgency: 'critical',
} as const;
