import preview from '../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecommendationForm, type RecommendationFormProps } from '../../ui/src/widgets/forms/RecommendationForm';
import { expectPending, expectToast, type Canvas, expectFieldErrors } from '../lead-forms';
import { onPhone } from '../viewports';

const onSubmit = (implementation: RecommendationFormProps['onSubmit']) =>
  fn<RecommendationFormProps['onSubmit']>(implementation);

const meta = preview.meta({
  title: 'Widgets/RecommendationForm',
  component: RecommendationForm,
  args: { onSubmit: onSubmit(async () => {}), onBack: fn() },
  parameters: { layout: 'padded' },
});

// The form's selects are the browser's own (docs/decisions/031-native-controls-on-lead-forms.md).
const select = (canvas: Canvas, label: RegExp) => canvas.getByRole('combobox', { name: label });

const fillRequired = async (canvas: Canvas) => {
  await userEvent.selectOptions(select(canvas, /Project Type/), 'Restaurant Construction');
  await userEvent.selectOptions(select(canvas, /Location/), 'Oregon - Portland');
  await userEvent.selectOptions(select(canvas, /Budget/), '$500K - $1M');
  await userEvent.selectOptions(select(canvas, /Timeline/), '3-6 months');
};

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Get Recommendation' }));

export const Empty = meta.story({
  play: async ({ args, canvas }) => {
    for (const label of [/Project Type/, /Location/, /Budget/, /Timeline/]) {
      await expect(select(canvas, label)).toBeVisible();
    }
    await expect(canvas.getByRole('checkbox', { name: 'ADA accessibility' })).not.toBeChecked();
    await expect(canvas.getByLabelText(/^Contact Email/)).not.toHaveAttribute('aria-required');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
});

export const OptionsFromTheSpec = meta.story({
  play: async ({ canvas }) => {
    const [placeholder, ...options] = within(select(canvas, /Budget/)).getAllByRole('option');
    await expect(placeholder).toHaveTextContent('Select budget range');
    await expect(placeholder).toBeDisabled();
    await expect(options.map((option) => option.textContent).join(' | ')).toBe(
      'Under $100K | $100K - $500K | $500K - $1M | $1M - $5M | $5M - $10M | Over $10M | Contact for Quote',
    );
  },
});

export const InvalidShowsSpecMessages = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Contact Email/), 'owner@');
    await submit(canvas);
    await expectFieldErrors(
      canvas,
      [
        'Project type is required',
        'Location is required',
        'Budget is required',
        'Timeline is required',
        'Valid email required',
      ],
      select(canvas, /Project Type/),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { onSubmit: onSubmit(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await fillRequired(canvas);
    await submit(canvas);
    await expectPending(canvas, 'Generating Recommendation...', args.onSubmit);
  },
});

export const SuccessSendsTheRequest = meta.story({
  play: async ({ args, canvas }) => {
    await fillRequired(canvas);
    await userEvent.type(canvas.getByLabelText(/^Project Size/), '2,400');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Commercial kitchen' }));
    await userEvent.type(canvas.getByLabelText(/^Contact Email/), 'chef@example.com');
    await submit(canvas);
    await expectToast('Recommendation Generated', 'Your personalized construction project recommendation is ready!');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        projectType: 'Restaurant Construction',
        location: 'Oregon - Portland',
        budget: '$500K - $1M',
        timeline: '3-6 months',
        size: 2400,
        specialRequirements: ['Commercial kitchen'],
        contactEmail: 'chef@example.com',
      },
      { idempotencyKey: expect.any(String) },
    );
  },
});

export const FailureKeepsData = meta.story({
  args: { onSubmit: onSubmit(() => Promise.reject(new Error('Failed to generate recommendation'))) },
  play: async ({ canvas }) => {
    await fillRequired(canvas);
    await submit(canvas);
    await expectToast('Error', 'Failed to generate recommendation', 'destructive');
    await expect(select(canvas, /Project Type/)).toHaveDisplayValue('Restaurant Construction');
    await expect(canvas.getByRole('button', { name: 'Get Recommendation' })).toBeEnabled();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await submit(canvas);
    await expectFieldErrors(canvas, ['Project type is required'], select(canvas, /Project Type/));
  },
});
