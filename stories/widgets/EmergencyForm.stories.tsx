import preview from '../../.storybook/preview';
import { emergencyCopy, emergencyMessages } from '@site/domain/lead-forms/emergency';
import type { EmergencyRequest } from '@site/domain/lead-forms/emergency-schema';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EmergencyForm, type EmergencyFormProps } from '../../ui/src/widgets/forms/EmergencyForm';
import {
  centre,
  expectRetryKeepsKey,
  expectToast,
  fill,
  leadFormMeta,
  leadFormStories,
  requiredMessages,
  type FillStep,
} from '../lead-forms';

const meta = preview.meta({
  title: 'Widgets/EmergencyForm',
  component: EmergencyForm,
  ...leadFormMeta<EmergencyRequest>(),
});

const required: FillStep[] = [
  ['choose', /Urgency Level/, 'Critical (0-4 hours)'],
  ['choose', /Location/, 'Oregon'],
  ['choose', /Type of Emergency/, 'Water Damage'],
  ['type', /^Issue Description/, 'A burst main flooded the ground floor of our store.'],
  ['type', /^Contact Name/, 'Tom Becker'],
  ['type', /^Phone/, '(503) 555-0199'],
  ['type', /^Email/, 'tom@beckerhardware.example'],
  ['choose', /Preferred Response/, 'Phone call'],
  ['choose', /Timeline/, 'Immediately'],
];

const shared = leadFormStories<EmergencyRequest>({
  formName: 'Emergency service request',
  copy: emergencyCopy,
  required,
  messages: requiredMessages(emergencyMessages, 'budget'),
  firstInvalid: (canvas) => canvas.getByRole('combobox', { name: /Urgency Level/ }),
  kept: { label: /^Issue Description/, value: 'A burst main flooded the ground floor of our store.' },
  failureDescription: emergencyCopy.failure.description,
  sent: {
    urgencyLevel: 'critical',
    location: 'oregon',
    projectType: 'water-damage',
    preferredResponse: 'phone-call',
    timeline: 'immediately',
  },
});

export const Empty = meta.story(shared.Empty);

export const Filled = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas, [...required, ['choose', /Budget/, 'Insurance claim']]);
    await expect(canvas.getByRole('combobox', { name: /Urgency Level/ })).toHaveDisplayValue('Critical (0-4 hours)');
    await expect(canvas.getByRole('combobox', { name: /Budget/ })).toHaveDisplayValue('Insurance claim');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    centre(canvas.getByRole('button', { name: emergencyCopy.submit }));
  },
});

export const ErrorsAfterSubmit = meta.story(shared.ErrorsAfterSubmit);

export const Pending = meta.story(shared.Pending);

export const SuccessConfirmsAndResets = meta.story(shared.SuccessConfirmsAndResets);

export const FailureKeepsData = meta.story(shared.FailureKeepsData);

/**
 * docs/decisions/016-lead-forms-and-the-outbox.md: a request that could only be queued still tells the visitor to call,
 * keeps the data, and a retry reuses its key.
 */
export const QueuedSaysCallUs = meta.story({
  args: { onSubmit: fn<EmergencyFormProps['onSubmit']>(async () => 'queued') },
  play: async ({ args, canvas }) => {
    await fill(canvas, required);
    await shared.submit(canvas);
    await expectToast(emergencyCopy.failure.title, emergencyCopy.failure.description, 'destructive');
    await expect(canvas.getByLabelText(/^Contact Name/)).toHaveValue('Tom Becker');
    const send = canvas.getByRole('button', { name: emergencyCopy.submit });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    await expectRetryKeepsKey(args.onSubmit);
    await waitFor(() => expect(send).toBeEnabled());
    centre(send);
  },
});

export const Phone = meta.story(shared.Phone);
