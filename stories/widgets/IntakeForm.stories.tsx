import preview from '../../.storybook/preview';
import { intakeCopy, intakeMessages } from '@site/domain/lead-forms/intake';
import type { IntakeRequest } from '@site/domain/lead-forms/intake-schema';
import { expect, waitFor } from 'storybook/test';
import { IntakeForm } from '../../ui/src/widgets/forms/IntakeForm';
import { centre, expectToast, fill, leadFormStories, type FillStep } from '../lead-forms';

const required: FillStep[] = [
  ['type', /^First Name/, 'Leilani'],
  ['type', /^Last Name/, 'Kahananui'],
  ['type', /^Email/, 'leilani@example.com'],
  ['type', /^Phone/, '(808) 555-0123'],
  ['choose', /Project Type/, 'Residential Construction'],
  ['type', /^Project Location/, 'Hilo, Hawaii'],
  ['type', /^Project Description/, 'A two-story home on volcanic rock with a lanai.'],
  ['choose', /Budget Range/, '$500K - $1M'],
  ['choose', /Timeline/, '3-6 months'],
];

const optional: FillStep[] = [
  ['type', /^Company/, 'Kahananui Ohana LLC'],
  ['type', /^Project Size/, '2,400'],
  ['choose', /Number of Stories/, '2 stories'],
  ['check', 'Architectural Design'],
  ['check', 'Permitting'],
  ['choose', /How did you hear about us/, 'Referral'],
];

const shared = leadFormStories<IntakeRequest>({
  formName: 'Project intake request',
  copy: intakeCopy,
  required,
  messages: intakeMessages,
  optional: ['projectSize', 'storyCount', 'startDate', 'services', 'referralSource'],
  firstInvalid: (canvas) => canvas.getByLabelText(/^First Name/),
  kept: { label: /^Project Description/, value: 'A two-story home on volcanic rock with a lanai.' },
  // The intake failure toast says the error's own message (docs/product.md §7.6).
  failureDescription: '503: Service Unavailable',
  sent: { firstName: 'Leilani', projectType: 'residential-construction', budget: '500k-1m', timeline: '3-6-months' },
});

const meta = preview.meta({ title: 'Widgets/IntakeForm', component: IntakeForm, ...shared.meta });

export const Empty = meta.story(shared.Empty);

export const Filled = meta.story(
  shared.filled([...required, ...optional], async (canvas) => {
    await expect(canvas.getByLabelText(/^First Name/)).toHaveValue('Leilani');
    await expect(canvas.getByRole('combobox', { name: /Project Type/ })).toHaveDisplayValue('Residential Construction');
    await expect(canvas.getByRole('checkbox', { name: 'Permitting' })).toBeChecked();
  }),
);

export const ErrorsAfterSubmit = meta.story(shared.ErrorsAfterSubmit);

export const Pending = meta.story(shared.Pending);

export const SuccessConfirmsAndResets = meta.story(shared.SuccessConfirmsAndResets);

export const OptionalFieldsAreSent = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas, [...required, ...optional]);
    await shared.submit(canvas);
    await expectToast(intakeCopy.success.title, intakeCopy.success.description);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        company: 'Kahananui Ohana LLC',
        projectSize: '2,400',
        storyCount: '2',
        services: ['architectural-design', 'permitting'],
        referralSource: 'referral',
      }),
      { idempotencyKey: expect.any(String) },
      // No file failed to go up (docs/decisions/081).
      [],
    );
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Permitting' })).not.toBeChecked());
    centre(canvas.getByText(intakeCopy.success.description));
  },
});

export const FailureKeepsData = meta.story(shared.FailureKeepsData);

export const QueuedWhileOffline = meta.story(shared.QueuedWhileOffline);

export const Phone = meta.story(shared.Phone);
