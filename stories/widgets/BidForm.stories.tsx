import preview from '../../.storybook/preview';
import { bidCopy, bidMessages } from '@site/domain/lead-forms/bid';
import type { BidRequest } from '@site/domain/lead-forms/bid-schema';
import { expect } from 'storybook/test';
import { BidForm } from '../../ui/src/widgets/forms/BidForm';
import { leadFormStories, type FillStep } from '../lead-forms';

const required: FillStep[] = [
  ['choose', /Project Type/, 'Shopping Center'],
  ['choose', /Location/, 'California'],
  ['choose', /Project Size/, '15,000 - 50,000 sq ft'],
  ['choose', /Budget Range/, '$1M - $5M'],
  ['choose', /Timeline/, '6-12 months'],
  ['type', /^Company Name/, 'Diablo Retail Partners'],
  ['type', /^Contact Name/, 'Marisol Ortega'],
  ['type', /^Email/, 'marisol@diabloretail.example'],
  ['type', /^Phone/, '(925) 555-0166'],
  ['type', /^Project Description/, 'Facade and common-area renovation of a 32,000 sq ft centre.'],
  ['type', /^Requirements/, 'Stores stay open; night work on the facade.'],
];

const shared = leadFormStories<BidRequest>({
  formName: 'Bid request',
  copy: bidCopy,
  required,
  messages: bidMessages,
  firstInvalid: (canvas) => canvas.getByRole('combobox', { name: /Project Type/ }),
  kept: { label: /^Requirements/, value: 'Stores stay open; night work on the facade.' },
  failureDescription: bidCopy.failure.description,
  sent: { projectType: 'shopping-center', projectSize: '15000-50000-sf', budget: '1m-5m', timeline: '6-12-months' },
});

const meta = preview.meta({ title: 'Widgets/BidForm', component: BidForm, ...shared.meta });

export const Empty = meta.story(shared.Empty);

export const Filled = meta.story(
  shared.filled(required, async (canvas) => {
    await expect(canvas.getByRole('combobox', { name: /Project Type/ })).toHaveDisplayValue('Shopping Center');
    await expect(canvas.getByLabelText(/^Phone/)).toHaveValue('(925) 555-0166');
  }),
);

export const ErrorsAfterSubmit = meta.story(shared.ErrorsAfterSubmit);

export const Pending = meta.story(shared.Pending);

export const SuccessConfirmsAndResets = meta.story(shared.SuccessConfirmsAndResets);

export const FailureKeepsData = meta.story(shared.FailureKeepsData);

export const Phone = meta.story(shared.Phone);
