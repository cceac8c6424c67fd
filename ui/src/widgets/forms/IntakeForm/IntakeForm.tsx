import {
  intakeBudgets,
  intakeCopy,
  intakeProjectTypes,
  intakeReferralSources,
  intakeServices,
  intakeStoryCounts,
  intakeTimelines,
} from '@site/domain/lead-forms/intake';
import { honeypotField } from '@site/domain/forms/honeypot';
import type { IntakeInput } from '@site/domain/lead-forms/intake-schema';
import type { ComponentProps } from 'react';
import { leadFormWidget, sharedFields, type LeadFieldRows } from '../lead-form';

const emptyIntake: IntakeInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  projectType: '',
  projectLocation: '',
  projectDescription: '',
  projectSize: '',
  storyCount: '',
  budget: '',
  timeline: '',
  startDate: '',
  services: [],
  additionalNotes: '',
  referralSource: '',
  files: [],
  [honeypotField]: '',
};
/** Every intake field (docs/product.md §7.6), required ones marked with '*'. */
const rows: LeadFieldRows<IntakeInput> = [
  [
    { name: 'firstName', kind: 'text', label: 'First Name', isRequired: true, autoComplete: 'given-name' },
    { name: 'lastName', kind: 'text', label: 'Last Name', isRequired: true, autoComplete: 'family-name' },
  ],
  [sharedFields.email, sharedFields.phone],
  [
    { name: 'company', kind: 'text', label: 'Company', autoComplete: 'organization' },
    { name: 'projectType', kind: 'select', label: 'Project Type', isRequired: true, options: intakeProjectTypes },
  ],
  [
    {
      name: 'projectLocation',
      kind: 'text',
      label: 'Project Location',
      isRequired: true,
      description: 'City and state',
    },
    { name: 'projectSize', kind: 'text', label: 'Project Size (sq ft)', inputMode: 'numeric' },
  ],
  [
    {
      name: 'projectDescription',
      kind: 'textarea',
      label: 'Project Description',
      isRequired: true,
      description: 'At least 10 characters: what you want to build, and where it stands today.',
    },
  ],
  [
    { name: 'storyCount', kind: 'select', label: 'Number of Stories', options: intakeStoryCounts },
    { name: 'budget', kind: 'select', label: 'Budget Range', isRequired: true, options: intakeBudgets },
  ],
  [
    { name: 'timeline', kind: 'select', label: 'Timeline', isRequired: true, options: intakeTimelines },
    { name: 'startDate', kind: 'date', label: 'Preferred Start Date' },
  ],
  [{ name: 'services', kind: 'checkboxes', label: 'Services Needed', options: intakeServices }],
  [{ name: 'additionalNotes', kind: 'textarea', label: 'Additional Notes', rows: 3 }],
  [{ name: 'files', kind: 'files', label: 'Photos or Plans', accept: 'documents', addLabel: 'Add files' }],
  [{ name: 'referralSource', kind: 'select', label: 'How did you hear about us?', options: intakeReferralSources }],
];

/** The detailed free-estimate request: the home page's intake section and the /intake page. */
export const IntakeForm = leadFormWidget('IntakeForm', {
  label: 'Project intake request',
  schema: () => import('@site/domain/lead-forms/intake-schema').then((module) => module.intakeSchema),
  initialValues: emptyIntake,
  copy: intakeCopy,
  rows,
});

export type IntakeFormProps = ComponentProps<typeof IntakeForm>;
