import { stateLocations } from '@site/domain/company/company';
import {
  emergencyBudgets,
  emergencyCopy,
  emergencyTimelines,
  emergencyTypes,
  preferredResponses,
  urgencyLevels,
} from '@site/domain/lead-forms/emergency';
import { honeypotField } from '@site/domain/forms/honeypot';
import type { EmergencyInput } from '@site/domain/lead-forms/emergency-schema';
import type { ComponentProps } from 'react';
import { leadFormWidget, locationField, sharedFields, type LeadFieldRows } from '../lead-form';

const emptyEmergency: EmergencyInput = {
  urgencyLevel: '',
  location: '',
  projectType: '',
  issueDescription: '',
  contactName: '',
  email: '',
  phone: '',
  preferredResponse: '',
  budget: '',
  timeline: '',
  additionalInfo: '',
  photos: [],
  [honeypotField]: '',
};
/**
 * The emergency form's fields, plus the preferred response the lead requires as a visible select
 * (docs/product.md §7.7).
 */
const rows: LeadFieldRows<EmergencyInput> = [
  [
    { name: 'urgencyLevel', kind: 'select', label: 'Urgency Level', isRequired: true, options: urgencyLevels },
    locationField(stateLocations),
  ],
  [{ name: 'projectType', kind: 'select', label: 'Type of Emergency', isRequired: true, options: emergencyTypes }],
  [{ name: 'issueDescription', kind: 'textarea', label: 'Issue Description', isRequired: true, rows: 4 }],
  [sharedFields.contactName, sharedFields.phone],
  [
    sharedFields.email,
    {
      name: 'preferredResponse',
      kind: 'select',
      label: 'Preferred Response',
      isRequired: true,
      options: preferredResponses,
    },
  ],
  [
    { name: 'timeline', kind: 'select', label: 'Timeline', isRequired: true, options: emergencyTimelines },
    { name: 'budget', kind: 'select', label: 'Budget', options: emergencyBudgets },
  ],
  [{ name: 'additionalInfo', kind: 'textarea', label: 'Additional Information', rows: 3 }],
  [
    {
      name: 'photos',
      kind: 'files',
      label: 'Photos of the Damage',
      accept: 'images',
      camera: true,
      addLabel: 'Add photos',
    },
  ],
];

/**
 * The /partners page's 24-hour emergency request. A request that could only be queued is reported as the
 * failure ("call us"), since an emergency cannot wait.
 */
export const EmergencyForm = leadFormWidget('EmergencyForm', {
  label: 'Emergency service request',
  schema: () => import('@site/domain/lead-forms/emergency-schema').then((module) => module.emergencySchema),
  initialValues: emptyEmergency,
  copy: emergencyCopy,
  rows,
  queuedIsFailure: true,
});

export type EmergencyFormProps = ComponentProps<typeof EmergencyForm>;
