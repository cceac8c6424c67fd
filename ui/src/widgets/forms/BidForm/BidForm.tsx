import { stateLocations } from '@site/domain/company/company';
import { bidBudgets, bidCopy, bidProjectSizes, bidProjectTypes, bidTimelines } from '@site/domain/lead-forms/bid';
import { honeypotField } from '@site/domain/forms/honeypot';
import type { BidInput } from '@site/domain/lead-forms/bid-schema';
import type { ComponentProps } from 'react';
import { leadFormWidget, locationField, sharedFields, type LeadFieldRows } from '../lead-form';

const emptyBid: BidInput = {
  projectType: '',
  location: '',
  projectSize: '',
  budget: '',
  timeline: '',
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  projectDescription: '',
  requirements: '',
  permits: [],
  drawings: [],
  additionalInfo: '',
  [honeypotField]: '',
};
/**
 * The bid form shows every field of the bid request but additional information; its drawings and permits are
 * files (docs/decisions/077), shown when the page can send them.
 */
const rows: LeadFieldRows<BidInput> = [
  [
    { name: 'projectType', kind: 'select', label: 'Project Type', isRequired: true, options: bidProjectTypes },
    locationField(stateLocations),
  ],
  [
    { name: 'projectSize', kind: 'select', label: 'Project Size', isRequired: true, options: bidProjectSizes },
    { name: 'budget', kind: 'select', label: 'Budget Range', isRequired: true, options: bidBudgets },
  ],
  [
    { name: 'timeline', kind: 'select', label: 'Timeline', isRequired: true, options: bidTimelines },
    sharedFields.companyName,
  ],
  [sharedFields.contactName, sharedFields.email],
  [sharedFields.phone],
  [{ name: 'projectDescription', kind: 'textarea', label: 'Project Description', isRequired: true, rows: 4 }],
  [
    {
      name: 'requirements',
      kind: 'textarea',
      label: 'Requirements',
      isRequired: true,
      rows: 3,
      description: 'Scope, specifications, deadlines the bid must meet',
    },
  ],
  [{ name: 'drawings', kind: 'files', label: 'Drawings', accept: 'documents', addLabel: 'Add drawings' }],
  [{ name: 'permits', kind: 'files', label: 'Permits', accept: 'documents', addLabel: 'Add permits' }],
];

/** The /partners page's bid request. */
export const BidForm = leadFormWidget('BidForm', {
  label: 'Bid request',
  schema: () => import('@site/domain/lead-forms/bid-schema').then((module) => module.bidSchema),
  initialValues: emptyBid,
  copy: bidCopy,
  rows,
});

export type BidFormProps = ComponentProps<typeof BidForm>;
