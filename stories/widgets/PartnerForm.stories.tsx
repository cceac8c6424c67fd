import preview from '../../.storybook/preview';
import { partnerCopy, partnerMessages } from '@site/domain/lead-forms/partner';
import type { PartnerRequest } from '@site/domain/lead-forms/partner-schema';
import { expect } from 'storybook/test';
import { PartnerForm } from '../../ui/src/widgets/forms/PartnerForm';
import { leadFormStories, type FillStep } from '../lead-forms';

const required: FillStep[] = [
  ['choose', /Partner Type/, 'Material Supplier'],
  ['choose', /Location/, 'Multi-State'],
  ['type', /^Company Name/, 'Cascade Lumber Supply'],
  ['type', /^Contact Name/, 'Dana Whitfield'],
  ['type', /^Email/, 'dana@cascadelumber.example'],
  ['type', /^Phone/, '(503) 555-0188'],
  ['type', /^Services Offered/, 'Engineered lumber, SIP panels, delivery to site.'],
  ['check', 'Prefab, SIP & Panelized'],
  ['check', 'Residential'],
  ['type', /^Experience/, '22 years supplying West Coast builders.'],
  ['type', /^Capacity/, 'Six trucks, 40 homes a month.'],
  ['type', /^Message/, 'We would like to supply your Oregon subdivisions.'],
];

const shared = leadFormStories<PartnerRequest>({
  formName: 'Partnership application',
  copy: partnerCopy,
  required,
  messages: partnerMessages,
  // A select is the first field: the focus lands on it.
  firstInvalid: (canvas) => canvas.getByRole('combobox', { name: /Partner Type/ }),
  kept: { label: /^Company Name/, value: 'Cascade Lumber Supply' },
  failureDescription: partnerCopy.failure.description,
  sent: {
    partnerType: 'material-supplier',
    location: 'multi-state',
    projectTypes: ['prefab', 'residential'],
    companyName: 'Cascade Lumber Supply',
  },
});

const meta = preview.meta({ title: 'Widgets/PartnerForm', component: PartnerForm, ...shared.meta });

export const Empty = meta.story(shared.Empty);

export const Filled = meta.story(
  shared.filled([...required, ['type', /^Website/, 'https://cascadelumber.example']], async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: /Partner Type/ })).toHaveDisplayValue('Material Supplier');
    await expect(canvas.getByRole('checkbox', { name: 'Residential' })).toBeChecked();
  }),
);

export const ErrorsAfterSubmit = meta.story(shared.ErrorsAfterSubmit);

export const Pending = meta.story(shared.Pending);

export const SuccessConfirmsAndResets = meta.story(shared.SuccessConfirmsAndResets);

export const FailureKeepsData = meta.story(shared.FailureKeepsData);

export const QueuedWhileOffline = meta.story(shared.QueuedWhileOffline);

export const Phone = meta.story(shared.Phone);
