import { partnerCopy, partnerLocations, partnerProjectTypes, partnerTypes } from '@site/domain/lead-forms/partner';
import { honeypotField } from '@site/domain/forms/honeypot';
import type { PartnerInput } from '@site/domain/lead-forms/partner-schema';
import type { ComponentProps } from 'react';
import { leadFormWidget, locationField, sharedFields, type LeadFieldRows } from '../lead-form';

const emptyPartner: PartnerInput = {
  partnerType: '',
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  location: '',
  services: '',
  experience: '',
  projectTypes: [],
  capacity: '',
  certifications: '',
  references: '',
  message: '',
  [honeypotField]: '',
};
/**
 * The fields the partner form shows, plus the project types it requires as a visible multi-select, so the
 * form can be submitted (docs/product.md §7.7).
 */
const rows: LeadFieldRows<PartnerInput> = [
  [
    { name: 'partnerType', kind: 'select', label: 'Partner Type', isRequired: true, options: partnerTypes },
    locationField(partnerLocations),
  ],
  [sharedFields.companyName, sharedFields.contactName],
  [sharedFields.email, sharedFields.phone],
  [{ name: 'website', kind: 'url', label: 'Website', autoComplete: 'url' }],
  [{ name: 'services', kind: 'textarea', label: 'Services Offered', isRequired: true, rows: 3 }],
  [
    {
      name: 'projectTypes',
      kind: 'checkboxes',
      label: 'Project Types You Handle',
      isRequired: true,
      options: partnerProjectTypes,
    },
  ],
  [
    {
      name: 'experience',
      kind: 'textarea',
      label: 'Experience',
      isRequired: true,
      rows: 3,
      description: 'Years in business, notable projects',
    },
    {
      name: 'capacity',
      kind: 'textarea',
      label: 'Capacity',
      isRequired: true,
      rows: 3,
      description: 'Crew size, volume or financing you can take on',
    },
  ],
  [{ name: 'message', kind: 'textarea', label: 'Message', isRequired: true, rows: 4 }],
];

/** The /partners page's partnership application. */
export const PartnerForm = leadFormWidget('PartnerForm', {
  label: 'Partnership application',
  schema: () => import('@site/domain/lead-forms/partner-schema').then((module) => module.partnerSchema),
  initialValues: emptyPartner,
  copy: partnerCopy,
  rows,
});

export type PartnerFormProps = ComponentProps<typeof PartnerForm>;
