import { z } from '../forms/zod';
import {
  intakeBudgets,
  intakeMessages,
  intakeProjectTypes,
  intakeReferralSources,
  intakeServices,
  intakeStoryCounts,
  intakeTimelines,
} from './intake';
import { leadFileIds } from './lead-files-schema';
import { honeypotShape } from '../forms/honeypot-schema';
import { optionalChoice, optionalChoices, requiredChoice } from '../forms/options-schema';
import { limits, typedNumber } from '../forms/text';
import { emailAddress, minText, optionalText, requiredText } from '../forms/text-schema';

/** Square feet typed as numeric text, kept as typed; thousands commas are fine. */
const projectSize = optionalText(20).refine(
  (value) => value === undefined || (typedNumber.test(value) && Number(value.replaceAll(',', '')) > 0),
  { error: intakeMessages.projectSize },
);

const startDate = z.iso
  .date({ error: intakeMessages.startDate })
  .optional()
  .or(z.literal('').transform(() => undefined));

export const intakeSchema = z.object({
  firstName: requiredText(intakeMessages.firstName, limits.name),
  lastName: requiredText(intakeMessages.lastName, limits.name),
  email: emailAddress(intakeMessages.email),
  phone: requiredText(intakeMessages.phone, limits.phone),
  company: optionalText(limits.shortText),
  projectType: requiredChoice(intakeProjectTypes, intakeMessages.projectType),
  projectLocation: requiredText(intakeMessages.projectLocation),
  projectDescription: minText(10, intakeMessages.projectDescription),
  projectSize,
  storyCount: optionalChoice(intakeStoryCounts, intakeMessages.storyCount),
  budget: requiredChoice(intakeBudgets, intakeMessages.budget),
  timeline: requiredChoice(intakeTimelines, intakeMessages.timeline),
  startDate,
  services: optionalChoices(intakeServices, intakeMessages.services),
  additionalNotes: optionalText(limits.longText),
  referralSource: optionalChoice(intakeReferralSources, intakeMessages.referralSource),
  files: leadFileIds(),
  ...honeypotShape,
});

export type IntakeInput = z.input<typeof intakeSchema>;
export type IntakeRequest = z.output<typeof intakeSchema>;

/** A valid project intake request by an invented person, and the admin Lead it becomes (docs/decisions/107). */
export const intakeExample = {
  firstName: 'Keoni',
  lastName: 'Makoa',
  email: 'keoni.makoa@example.com',
  phone: '(808) 555-0131',
  company: 'Makoa Ohana Trust',
  projectType: 'residential-construction',
  projectLocation: 'Hilo, Hawaii',
  projectDescription: 'A two-story home on a sloped lava-rock lot, with a covered lanai and a detached garage.',
  projectSize: '2,400',
  storyCount: '2',
  budget: '500k-1m',
  timeline: '3-6-months',
  startDate: '2027-03-01',
  services: ['architectural-design', 'permitting', 'construction'],
  additionalNotes: 'The lot needs a volcanic-rock foundation survey first.',
  referralSource: 'previous-client',
} satisfies IntakeInput;

export const intakeExampleLead = {
  name: 'Keoni Makoa',
  email: 'keoni.makoa@example.com',
  phone: '(808) 555-0131',
  company: 'Makoa Ohana Trust',
  location: 'Hilo, Hawaii',
  projectType: 'Residential Construction',
} as const;
