import { describe, expect, it } from 'vitest';
import { bidSchema } from '../lead-forms/bid-schema';
import { calculatorLeadSchema } from '../pricing/calculator-schema';
import { contactSchema } from '../lead-forms/contact-schema';
import { emergencySchema } from '../lead-forms/emergency-schema';
import { formExamples } from '../forms/form-examples';
import { intakeSchema } from '../lead-forms/intake-schema';
import { ndaAccessSchema } from '../partners/nda-schema';
import { normaliseLead } from './normalise';
import { partnerSchema } from '../lead-forms/partner-schema';

describe('normaliseLead: every form as the admin Lead (docs/product.md §12.3)', () => {
  it.each([
    [
      'intake',
      normaliseLead({ source: 'intake', data: intakeSchema.parse(formExamples.intake) }),
      {
        name: 'Keoni Makoa',
        email: 'keoni.makoa@example.com',
        phone: '(808) 555-0131',
        company: 'Makoa Ohana Trust',
        location: 'Hilo, Hawaii',
        projectType: 'Residential Construction',
      },
    ],
    [
      'contact',
      normaliseLead({ source: 'contact', data: contactSchema.parse(formExamples.contact) }),
      {
        name: 'Leilani Akana',
        email: 'leilani@example.com',
        phone: '(808) 555-0199',
        location: 'Not provided',
        projectType: 'Contact: Seawall repair',
      },
    ],
    [
      'calculator',
      normaliseLead({ source: 'calculator', data: calculatorLeadSchema.parse(formExamples.calculator) }),
      {
        name: 'Not provided',
        email: 'dana.whitfield@example.com',
        phone: '(503) 555-0164',
        location: 'Oregon',
        projectType: 'Retail Store',
      },
    ],
    [
      'partner',
      normaliseLead({ source: 'partner', data: partnerSchema.parse(formExamples.partner) }),
      {
        name: 'Ruth Lindqvist',
        email: 'ruth@cascadepanels.example',
        phone: '(503) 555-0178',
        company: 'Cascade Panel Supply',
        location: 'Multi-State',
        projectType: 'Partner: Material Supplier',
      },
    ],
    [
      'emergency',
      normaliseLead({ source: 'emergency', data: emergencySchema.parse(formExamples.emergency) }),
      {
        name: 'Marco Bellini',
        email: 'marco@trattoria.example',
        phone: '(925) 555-0118',
        location: 'California',
        projectType: 'Emergency: Storm Damage',
        urgency: 'critical',
      },
    ],
    [
      'bid',
      normaliseLead({ source: 'bid', data: bidSchema.parse(formExamples.bid) }),
      {
        name: 'Priya Raman',
        email: 'priya@diabloretail.example',
        phone: '(925) 555-0186',
        company: 'Diablo Retail Partners',
        location: 'California',
        projectType: 'Bid: Shopping Center',
      },
    ],
    [
      'nda',
      normaliseLead({ source: 'nda', data: { ...ndaAccessSchema.parse(formExamples.nda), accessCodeId: 'code-1' } }),
      {
        name: 'Hana Kealoha',
        email: 'hana@islandland.example',
        company: 'Island Land Partners',
        location: 'Not provided',
        projectType: 'NDA portal access',
      },
    ],
  ])('%s', (_source, lead, expected) => {
    expect(JSON.parse(JSON.stringify(lead))).toEqual(expected);
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
