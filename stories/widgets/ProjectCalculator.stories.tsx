import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ProjectCalculator, type ProjectCalculatorProps } from '../../ui/src/widgets/forms/ProjectCalculator';
import { onPhone } from '../viewports';
import { expectHoneypot, expectRetryKeepsKey, expectToast, type Canvas } from '../lead-forms';

/** Picks `option` in the native select labelled `label` (the calculator's choices, decision 031). */
const chooseOption = (canvas: Canvas, label: RegExp, option: string) =>
  userEvent.selectOptions(canvas.getByRole('combobox', { name: label }), option);

const sendLead = (implementation: ProjectCalculatorProps['onSendLead']) =>
  fn<ProjectCalculatorProps['onSendLead']>(implementation);

const meta = preview.meta({
  title: 'Widgets/ProjectCalculator',
  component: ProjectCalculator,
  args: { onSendLead: sendLead(async () => 'sent') },
  parameters: { layout: 'padded' },
});

/** 2,000 sq ft commercial in California, premium, standard timeline: 585,000 -> $497,250 - $672,750, 5 weeks. */
const fillDetails = async (canvas: Canvas) => {
  await chooseOption(canvas, /Project Type/, 'Commercial Building');
  await userEvent.type(canvas.getByLabelText(/Square Footage/), '2000');
  await chooseOption(canvas, /Location/, 'California');
  await chooseOption(canvas, /Timeline/, 'Standard');
  await chooseOption(canvas, /Quality Level/, 'Premium');
};

const calculate = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Calculate Estimate' }));
  await waitFor(() => expect(canvas.getByText('$497,250 - $672,750')).toBeVisible(), { timeout: 4000 });
};

/** Fills the details, calculates, and sends the estimate to an e-mail address; gives back the send button. */
const sendEstimate = async (canvas: Canvas) => {
  await fillDetails(canvas);
  await calculate(canvas);
  await userEvent.type(canvas.getByLabelText(/^Email/), 'noelani@example.com');
  const send = canvas.getByRole('button', { name: 'Get Detailed Estimate' });
  await userEvent.click(send);
  return send;
};

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Project Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your Project Estimate' })).toBeVisible();
    await expect(canvas.getByText('Fill out the project details to get your instant estimate')).toBeVisible();
  },
});

export const MissingInformation = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Square Footage/), '1200');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Estimate' }));
    await expectToast(
      'Missing Information',
      'Please fill in project type, square footage, and location to calculate estimate.',
      'destructive',
    );
    await expect(args.onSendLead).not.toHaveBeenCalled();
  },
});

export const NotANumber = meta.story({
  play: async ({ canvas }) => {
    await chooseOption(canvas, /Project Type/, 'Office Space');
    await userEvent.type(canvas.getByLabelText(/Square Footage/), 'big');
    await chooseOption(canvas, /Location/, 'Oregon');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Estimate' }));
    await expect(canvas.getByText('Square footage must be a number')).toBeVisible();
    // Like every form on useZodForm: the first invalid field takes the focus.
    await waitFor(() => expect(canvas.getByLabelText(/Square Footage/)).toHaveFocus());
  },
});

export const Calculating = meta.story({
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    const started = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Estimate' }));
    const pending = canvas.getByRole('button', { name: 'Calculating...' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Calculate Estimate' })).toBeVisible(), {
      timeout: 4000,
    });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  },
});

export const Estimate = meta.story({
  play: async ({ canvas }) => {
    await fillDetails(canvas);
    await calculate(canvas);
    await expect(canvas.getByText('5 weeks')).toBeVisible();
    await expect(canvas.getByText('$70,200')).toBeVisible();
    await expect(canvas.getByText('85%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get Detailed Estimate' })).toBeVisible();
    // The lead is a public form like the others: it carries the hidden field for bots.
    await expectHoneypot(canvas);
  },
});

export const EstimateOnPhone = meta.story({
  globals: onPhone,
  play: Estimate.play,
});

export const EmailRequired = meta.story({
  play: async ({ args, canvas }) => {
    await fillDetails(canvas);
    await calculate(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Get Detailed Estimate' }));
    await expectToast('Email Required', 'Please provide your email to receive detailed estimate.', 'default');
    await expect(args.onSendLead).not.toHaveBeenCalled();
  },
});

export const Sent = meta.story({
  play: async ({ args, canvas }) => {
    await sendEstimate(canvas);
    await expectToast('Estimate Sent!', 'Check your email for detailed project breakdown and next steps.');
    await expect(args.onSendLead).toHaveBeenCalledWith(
      expect.objectContaining({
        projectType: 'commercial',
        squareFootage: 2000,
        location: 'california',
        timeline: 'standard',
        qualityLevel: 'premium',
        email: 'noelani@example.com',
        estimate: { lowEnd: 497_250, highEnd: 672_750, savings: 70_200, timelineWeeks: 5, confidence: 85 },
      }),
      { idempotencyKey: expect.any(String) },
    );
  },
});

export const QueuedWhileOffline = meta.story({
  args: { onSendLead: sendLead(async () => 'queued') },
  play: async ({ canvas }) => {
    await sendEstimate(canvas);
    await expectToast('Success!', 'Your estimate has been calculated. A specialist will contact you soon.');
  },
});

export const RefusedKeepsInputs = meta.story({
  args: { onSendLead: sendLead(() => Promise.reject(new Error('429: Too many requests'))) },
  play: async ({ args, canvas }) => {
    const send = await sendEstimate(canvas);
    await expectToast('Estimate Not Sent', '429: Too many requests', 'destructive');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('noelani@example.com');
    await waitFor(() => expect(send).toHaveAccessibleName('Get Detailed Estimate'));
    await userEvent.click(send);
    await expectRetryKeepsKey(args.onSendLead);
  },
});

export const NewEstimateIsANewRequest = meta.story({
  play: async ({ args, canvas }) => {
    await sendEstimate(canvas);
    await waitFor(() => expect(args.onSendLead).toHaveBeenCalledTimes(1));
    // Another estimate with the same e-mail is another lead: it must not reuse the first one's key.
    await chooseOption(canvas, /Quality Level/, 'Luxury');
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Estimate' }));
    await waitFor(() => expect(canvas.getByText('$596,700 - $807,300')).toBeVisible(), { timeout: 4000 });
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('noelani@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Get Detailed Estimate' }));
    await waitFor(() => expect(args.onSendLead).toHaveBeenCalledTimes(2));
    const [first, second] = args.onSendLead.mock.calls;
    await expect(second?.[0]).toMatchObject({ qualityLevel: 'luxury' });
    await expect(second?.[1].idempotencyKey).not.toBe(first?.[1].idempotencyKey);
  },
});
