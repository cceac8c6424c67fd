import { stateLocations } from '../company/company';
import { bidProjectTypes } from '../lead-forms/bid';
import type { BidRequest } from '../lead-forms/bid-schema';
import { calculatorProjectTypes } from '../pricing/calculator';
import type { CalculatorLeadRequest } from '../pricing/calculator-schema';
import type { ChatLeadData } from '../assistant/chat';
import type { ContactRequest } from '../lead-forms/contact-schema';
import { emergencyTypes, type UrgencyLevel } from '../lead-forms/emergency';
import type { EmergencyRequest } from '../lead-forms/emergency-schema';
import { intakeProjectTypes } from '../lead-forms/intake';
import type { IntakeRequest } from '../lead-forms/intake-schema';
import { notProvided, type LeadFields } from './leads';
import type { NdaLeadData } from '../partners/nda-schema';
import { labelOf, type Option } from '../forms/options';
import { partnerLocations, partnerTypes } from '../lead-forms/partner';
import type { PartnerRequest } from '../lead-forms/partner-schema';
import type { RecommendationLeadData } from '../partners/recommendation-engine';

/** A validated submission of one public form, tagged with the lead source it becomes. */
export type LeadSubmission =
  | { source: 'intake'; data: IntakeRequest }
  | { source: 'contact'; data: ContactRequest }
  | { source: 'calculator'; data: CalculatorLeadRequest }
  | { source: 'partner'; data: PartnerRequest }
  | { source: 'emergency'; data: EmergencyRequest }
  | { source: 'bid'; data: BidRequest }
  | { source: 'nda'; data: NdaLeadData }
  | { source: 'recommendation'; data: RecommendationLeadData }
  | { source: 'chat'; data: ChatLeadData };

/** What a lead keeps as its submission: the validated request of one of the nine forms, as the server stored it. */
export type LeadSubmissionData = LeadSubmission['data'];

/** An erased lead's submission (docs/decisions/080): no field of it is kept. */
export type ErasedSubmission = Record<string, never>;

export const isErasedSubmission = (submission: LeadSubmissionData | ErasedSubmission): submission is ErasedSubmission =>
  Object.keys(submission).length === 0;

/** The admin Lead's fields, plus the urgency that puts emergencies at the top of the list. */
export interface NormalisedLead extends LeadFields {
  urgency?: UrgencyLevel;
}

/**
 * Every public form turned into the admin Lead (docs/product.md §12.3), in one place. Choices are stored as their
 * labels ('California', not 'california') because staff read them and analytics matches region names in
 * the location text. A form without a person's name or a place says so ('Not provided'); forms that are
 * not a project request say what they are in the project type ('Partner: Developer').
 */
export function normaliseLead(submission: LeadSubmission): NormalisedLead {
  switch (submission.source) {
    case 'intake': {
      const { data } = submission;
      return {
        name: `${data.firstName} ${data.lastName}`,
        email: data.email,
        phone: data.phone,
        company: data.company,
        location: data.projectLocation,
        projectType: labelOf(intakeProjectTypes, data.projectType),
      };
    }
    case 'contact': {
      const { data } = submission;
      return {
        name: data.name,
        email: data.email,
        phone: data.phone,
        location: notProvided,
        projectType: `Contact: ${data.subject}`,
      };
    }
    case 'calculator': {
      const { data } = submission;
      return {
        name: notProvided,
        email: data.email,
        phone: data.phone,
        location: labelOf(stateLocations, data.location),
        projectType: labelOf(calculatorProjectTypes, data.projectType),
      };
    }
    case 'partner': {
      const { data } = submission;
      const projectType = `Partner: ${labelOf(partnerTypes, data.partnerType)}`;
      return { ...contactPersonLead(data, partnerLocations, projectType), company: data.companyName };
    }
    case 'emergency': {
      const { data } = submission;
      const projectType = `Emergency: ${labelOf(emergencyTypes, data.projectType)}`;
      return { ...contactPersonLead(data, stateLocations, projectType), urgency: data.urgencyLevel };
    }
    case 'bid': {
      const { data } = submission;
      const projectType = `Bid: ${labelOf(bidProjectTypes, data.projectType)}`;
      return { ...contactPersonLead(data, stateLocations, projectType), company: data.companyName };
    }
    case 'nda': {
      const { data } = submission;
      return {
        name: data.name,
        email: data.email,
        company: data.company,
        location: notProvided,
        projectType: 'NDA portal access',
      };
    }
    case 'recommendation': {
      const { data } = submission;
      return {
        name: notProvided,
        email: data.contactEmail ?? notProvided,
        phone: data.contactPhone,
        location: data.location,
        projectType: `Recommendation: ${data.projectType}`,
      };
    }
    case 'chat': {
      const { data } = submission;
      const topic = data.message.length > 60 ? `${data.message.slice(0, 57)}...` : data.message;
      return {
        name: notProvided,
        email: data.email ?? notProvided,
        phone: data.phone,
        location: notProvided,
        projectType: `Chat: ${topic}`,
      };
    }
  }
}

/** The partner, emergency and bid forms name a contact person and pick a listed location the same way. */
function contactPersonLead(
  data: { contactName: string; email: string; phone: string; location: string },
  locations: readonly Option[],
  projectType: string,
): NormalisedLead {
  return {
    name: data.contactName,
    email: data.email,
    phone: data.phone,
    location: labelOf(locations, data.location),
    projectType,
  };
}
