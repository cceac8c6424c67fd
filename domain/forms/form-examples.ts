import { bidExample, bidExampleLead } from '../lead-forms/bid-schema';
import { contactExample, contactExampleLead } from '../lead-forms/contact-schema';
import { emergencyMessages } from '../lead-forms/emergency';
import { emergencyExample, emergencyExampleLead } from '../lead-forms/emergency-schema';
import { intakeMessages } from '../lead-forms/intake';
import { intakeExample, intakeExampleLead } from '../lead-forms/intake-schema';
import { partnerExample, partnerExampleLead } from '../lead-forms/partner-schema';
import type { LeadFormSource } from '../leads/leads';
import type { NormalisedLead } from '../leads/normalise';
import { ndaExample, ndaExampleLead } from '../partners/nda-schema';
import { calculatorExample, calculatorExampleLead } from '../pricing/calculator-schema';
import { fieldMessages } from './text';

/**
 * One complete, valid submission of every public form and of the NDA portal, each written beside its schema
 * (docs/decisions/107). Tests start from these and change one thing; the local seed stores them as demo leads.
 */
export const formExamples = {
  intake: intakeExample,
  contact: contactExample,
  calculator: calculatorExample,
  partner: partnerExample,
  emergency: emergencyExample,
  bid: bidExample,
  nda: ndaExample,
} satisfies Record<LeadFormSource | 'nda', object>;

/** The admin lead each example becomes: what `normaliseLead` answers for it, and so what its endpoint stores. */
export const exampleLeads = {
  intake: intakeExampleLead,
  contact: contactExampleLead,
  calculator: calculatorExampleLead,
  partner: partnerExampleLead,
  emergency: emergencyExampleLead,
  bid: bidExampleLead,
  nda: ndaExampleLead,
} satisfies Record<keyof typeof formExamples, NormalisedLead>;

/**
 * The required fields and the message a missing one gets, for the forms whose message table is not exactly
 * that list (the others' tables are used as they are): the schema tests and the endpoint tests check these.
 */
export const requiredFieldMessages = {
  intake: {
    firstName: intakeMessages.firstName,
    lastName: intakeMessages.lastName,
    email: intakeMessages.email,
    phone: intakeMessages.phone,
    projectType: intakeMessages.projectType,
    projectLocation: intakeMessages.projectLocation,
    projectDescription: intakeMessages.projectDescription,
    budget: intakeMessages.budget,
    timeline: intakeMessages.timeline,
  },
  calculator: {
    projectType: 'Project type is required',
    squareFootage: 'Square footage must be a number',
    location: fieldMessages.location,
    email: 'Please provide your email to receive detailed estimate.',
  },
  emergency: {
    urgencyLevel: emergencyMessages.urgencyLevel,
    location: emergencyMessages.location,
    projectType: emergencyMessages.projectType,
    issueDescription: emergencyMessages.issueDescription,
    contactName: emergencyMessages.contactName,
    email: emergencyMessages.email,
    phone: emergencyMessages.phone,
    preferredResponse: emergencyMessages.preferredResponse,
    timeline: emergencyMessages.timeline,
  },
};
