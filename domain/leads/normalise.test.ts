import { describe, expect, it } from 'vitest';
import { bidSchema } from '../lead-forms/bid-schema';
import { calculatorLeadSchema } from '../pricing/calculator-schema';
import { contactSchema } from '../lead-forms/contact-schema';
import { emergencySchema } from '../lead-forms/emergency-schema';
import { exampleLeads, formExamples } from '../forms/form-examples';
import { intakeSchema } from '../lead-forms/intake-schema';
import { ndaAccessSchema } from '../partners/nda-schema';
import { normaliseLead, type LeadSubmission, type NormalisedLead } from './normalise';
import { partnerSchema } from '../lead-forms/partner-schema';

describe('normaliseLead: every form as the admin Lead (docs/product.md §12.3)', () => {
  const submissions: LeadSubmission[] = [
    { source: 'intake', data: intakeSchema.parse(formExamples.intake) },
    { source: 'contact', data: contactSchema.parse(formExamples.contact) },
    { source: 'calculator', data: calculatorLeadSchema.parse(formExamples.calculator) },
    { source: 'partner', data: partnerSchema.parse(formExamples.partner) },
    { source: 'emergency', data: emergencySchema.parse(formExamples.emergency) },
    { source: 'bid', data: bidSchema.parse(formExamples.bid) },
    { source: 'nda', data: { ...ndaAccessSchema.parse(formExamples.nda), accessCodeId: 'code-1' } },
  ];
  it.each(submissions)('$source', (submission) => {
    const expected: Partial<Record<LeadSubmission['source'], NormalisedLead>> = exampleLeads;
    expect(JSON.parse(JSON.stringify(normaliseLead(submission)))).toEqual(expected[submission.source]);
  });

  it('leaves optional contact details out rather than storing blanks', () => {
    const lead = normaliseLead({
      source: 'contact',
      data: contactSchema.parse({ ...formExamples.contact, phone: '' }),
    });
    expect(lead.phone).toBeUndefined();
    expect(lead.company).toBeUndefined();
  });
});
