import type { z } from 'zod';
import type { BidInput } from '../lead-forms/bid-schema';
import type { calculatorLeadSchema } from '../pricing/calculator-schema';
import type { ContactInput } from '../lead-forms/contact-schema';
import { emergencyMessages } from '../lead-forms/emergency';
import type { EmergencyInput } from '../lead-forms/emergency-schema';
import { intakeMessages } from '../lead-forms/intake';
import type { IntakeInput } from '../lead-forms/intake-schema';
import type { NdaAccessInput } from '../partners/nda-schema';
import type { PartnerInput } from '../lead-forms/partner-schema';
import type { NormalisedLead } from '../leads/normalise';
import { fieldMessages } from './text';

/**
 * One complete, valid submission of every public form, with invented people (555 numbers, example.com).
 * Tests start from these and change one thing; the local seed stores them as demo leads.
 */
export const formExamples = {
  intake: {
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
  },
  contact: {
    name: 'Leilani Akana',
    email: 'leilani@example.com',
    phone: '(808) 555-0199',
    subject: 'Seawall repair',
    message: 'Our seawall in Kaneohe has a crack that grows every winter.',
  },
  calculator: {
    projectType: 'retail',
    squareFootage: '2500',
    location: 'oregon',
    timeline: 'standard',
    qualityLevel: 'premium',
    email: 'dana.whitfield@example.com',
    phone: '(503) 555-0164',
  },
  partner: {
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
  },
  emergency: {
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
  },
  bid: {
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
  },
  nda: {
    // Matches no stored code: tests create a real one and put it here.
    accessCode: '0000000000',
    name: 'Hana Kealoha',
    email: 'hana@islandland.example',
    company: 'Island Land Partners',
    agreeToNDA: true,
  },
} satisfies {
  intake: IntakeInput;
  contact: ContactInput;
  calculator: z.input<typeof calculatorLeadSchema>;
  partner: PartnerInput;
  emergency: EmergencyInput;
  bid: BidInput;
  nda: NdaAccessInput;
};

/**
 * The admin lead each example becomes (docs/product.md §12.3): what `normaliseLead` answers for it, and so what
 * its endpoint stores. Written out rather than computed, so the tests that compare with it check the normalising.
 */
export const exampleLeads = {
  intake: {
    name: 'Keoni Makoa',
    email: 'keoni.makoa@example.com',
    phone: '(808) 555-0131',
    company: 'Makoa Ohana Trust',
    location: 'Hilo, Hawaii',
    projectType: 'Residential Construction',
  },
  contact: {
    name: 'Leilani Akana',
    email: 'leilani@example.com',
    phone: '(808) 555-0199',
    location: 'Not provided',
    projectType: 'Contact: Seawall repair',
  },
  calculator: {
    name: 'Not provided',
    email: 'dana.whitfield@example.com',
    phone: '(503) 555-0164',
    location: 'Oregon',
    projectType: 'Retail Store',
  },
  partner: {
    name: 'Ruth Lindqvist',
    email: 'ruth@cascadepanels.example',
    phone: '(503) 555-0178',
    company: 'Cascade Panel Supply',
    location: 'Multi-State',
    projectType: 'Partner: Material Supplier',
  },
  emergency: {
    name: 'Marco Bellini',
    email: 'marco@trattoria.example',
    phone: '(925) 555-0118',
    location: 'California',
    projectType: 'Emergency: Storm Damage',
    urgency: 'critical',
  },
  bid: {
    name: 'Priya Raman',
    email: 'priya@diabloretail.example',
    phone: '(925) 555-0186',
    company: 'Diablo Retail Partners',
    location: 'California',
    projectType: 'Bid: Shopping Center',
  },
  nda: {
    name: 'Hana Kealoha',
    email: 'hana@islandland.example',
    company: 'Island Land Partners',
    location: 'Not provided',
    projectType: 'NDA portal access',
  },
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
