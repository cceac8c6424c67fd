/** Where a lead came from: every public form (docs/product.md §7.1). */
export const leadSources = [
  'calculator',
  'intake',
  'contact',
  'nda',
  'partner',
  'emergency',
  'bid',
  'recommendation',
  'chat',
] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The lead staff work in /admin (docs/product.md §12.3), as every form is normalised into it. */
export interface LeadFields {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  location: string;
  projectType: string;
}

/** What a Lead field holds when the form it came from does not ask for it. */
export const notProvided = 'Not provided';
