import { bidSchema } from '@site/domain/lead-forms/bid-schema';
import { calculatorLeadSchema } from '@site/domain/pricing/calculator-schema';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { emergencySchema } from '@site/domain/lead-forms/emergency-schema';
import { formExamples } from '@site/domain/forms/form-examples';
import { intakeSchema } from '@site/domain/lead-forms/intake-schema';
import { partnerSchema } from '@site/domain/lead-forms/partner-schema';
import type { ProjectInput } from '@site/domain/staff/projects';
import type { LeadRecording } from '../worker/services/lead-forms/leads';

/**
 * Demo leads for local development, one or more per public form, validated by the forms' own schemas and
 * stored through the same `recordLead` as the API. Invented people with 555 numbers and example addresses.
 */
export const seedLeads: LeadRecording[] = [
  {
    idempotencyKey: 'seed-contact-1',
    submission: {
      source: 'contact',
      data: contactSchema.parse({
        name: 'Maya Kealoha',
        email: 'maya.kealoha@example.com',
        phone: '(808) 555-0107',
        subject: 'Lanai addition in Kailua',
        message: 'We would like a covered lanai added to our home in Kailua, about 400 sq ft.',
      }),
    },
  },
  {
    idempotencyKey: 'seed-contact-2',
    submission: {
      source: 'contact',
      data: contactSchema.parse({
        name: 'Daniel Ortega',
        email: 'd.ortega@example.com',
        subject: 'Tenant improvement in Walnut Creek',
        message: 'Looking for a contractor for a 6,000 sq ft office tenant improvement starting in spring.',
      }),
    },
  },
  { idempotencyKey: 'seed-intake-1', submission: { source: 'intake', data: intakeSchema.parse(formExamples.intake) } },
  {
    idempotencyKey: 'seed-calculator-1',
    submission: { source: 'calculator', data: calculatorLeadSchema.parse(formExamples.calculator) },
  },
  {
    idempotencyKey: 'seed-partner-1',
    submission: { source: 'partner', data: partnerSchema.parse(formExamples.partner) },
  },
  {
    idempotencyKey: 'seed-emergency-1',
    submission: { source: 'emergency', data: emergencySchema.parse(formExamples.emergency) },
  },
  { idempotencyKey: 'seed-bid-1', submission: { source: 'bid', data: bidSchema.parse(formExamples.bid) } },
];

/**
 * Demo projects for /admin's Project Tracking, one per project status of docs/product.md §12.4 (two in progress, one of
 * them over budget). Fixed ids, so seeding again adds nothing. Invented clients.
 */
export const seedProjects: (ProjectInput & { id: string })[] = [
  {
    id: 'seed-project-kailua-lanai',
    name: 'Kailua Lanai Addition',
    client: 'Kealoha Family',
    location: 'Kailua, Hawaii',
    type: 'Residential',
    status: 'in-progress',
    progress: 65,
    budget: 185_000,
    actualCost: 121_500,
  },
  {
    id: 'seed-project-walnut-creek-ti',
    name: 'Walnut Creek Office Tenant Improvement',
    client: 'Ortega Dental Group',
    location: 'Walnut Creek, California',
    type: 'Tenant Improvement',
    status: 'in-progress',
    progress: 80,
    budget: 420_000,
    actualCost: 447_800,
  },
  {
    id: 'seed-project-bend-retail',
    name: 'Bend Retail Center Renovation',
    client: 'High Desert Retail LLC',
    location: 'Bend, Oregon',
    type: 'Shopping Center Renovation',
    status: 'planning',
    progress: 10,
    budget: 2_350_000,
  },
  {
    id: 'seed-project-concord-warehouse',
    name: 'Concord Panelized Warehouse',
    client: 'Diablo Logistics',
    location: 'Concord, California',
    type: 'Panelized Construction',
    status: 'completed',
    progress: 100,
    budget: 1_200_000,
    actualCost: 1_164_000,
  },
  {
    id: 'seed-project-hilo-clinic',
    name: 'Hilo Community Clinic',
    client: 'Makoa Ohana Trust',
    location: 'Hilo, Hawaii',
    type: 'Commercial Construction',
    status: 'on-hold',
    progress: 35,
    budget: 960_000,
    actualCost: 301_200,
  },
];
