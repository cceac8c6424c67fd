import type { LeadCapture } from '../worker/services/leads';

/** Invented people with 555 numbers and .example addresses: obviously not real data. */
export const seedLeads: LeadCapture[] = [
  {
    source: 'contact',
    idempotencyKey: 'seed-contact-1',
    fields: {
      name: 'Maya Kealoha',
      email: 'maya.kealoha@example.com',
      phone: '(808) 555-0107',
      location: 'Not provided',
      projectType: 'Contact: Lanai addition in Kailua',
    },
    submission: {
      name: 'Maya Kealoha',
      email: 'maya.kealoha@example.com',
      phone: '(808) 555-0107',
      subject: 'Lanai addition in Kailua',
      message: 'We would like a covered lanai added to our home in Kailua, about 400 sq ft.',
    },
  },
  {
    source: 'contact',
    idempotencyKey: 'seed-contact-2',
    fields: {
      name: 'Daniel Ortega',
      email: 'd.ortega@example.com',
      location: 'Not provided',
      projectType: 'Contact: Tenant improvement in Walnut Creek',
    },
    submission: {
      name: 'Daniel Ortega',
      email: 'd.ortega@example.com',
      subject: 'Tenant improvement in Walnut Creek',
      message: 'Looking for a contractor for a 6,000 sq ft office tenant improvement starting in spring.',
    },
  },
];
