import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NdaAccessForm, type NdaAccessFormProps } from '../../ui/src/widgets/forms/NdaAccessForm';
import { body, expectPending, expectToast, type Canvas, expectFieldErrors } from '../lead-forms';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const onSubmit = (implementation: NdaAccessFormProps['onSubmit']) => fn<NdaAccessFormProps['onSubmit']>(implementation);

const meta = preview.meta({
  title: 'Widgets/NdaAccessForm',
  component: NdaAccessForm,
  args: { onSubmit: onSubmit(async () => {}) },
  decorators: [framed({ maxWidth: 640 })],
});

const fillValid = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText(/^Access Code/), 'K7PM 3XQA 9R2D');
  await userEvent.type(canvas.getByLabelText(/^Full Name/), 'Leilani Akana');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'leilani@example.com');
  await userEvent.type(canvas.getByLabelText(/^Company/), 'Mauka Land Partners');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
};

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Access Portal' }));

/** The server's answer to a wrong code: a `RequestError` carrying the API's own sentence. */
const deniedWith = (serverMessage: string) =>
  Object.assign(new Error(`403: {"message":"${serverMessage}"}`), { serverMessage });

export const Locked = meta.story({
  play: async ({ canvas }) => {
    const code = canvas.getByLabelText(/^Access Code \(12-character\)/);
    await expect(code).toHaveAttribute('type', 'password');
    await expect(code).toHaveAttribute('aria-required', 'true');
    await userEvent.type(code, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Show what you typed' }));
    await expect(code).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  },
});

export const InvalidShowsSpecMessages = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Full Name/), 'L');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'leilani@');
    await submit(canvas);
    await expectFieldErrors(
      canvas,
      [
        'Access code is required',
        'Name must be at least 2 characters',
        'Invalid email address',
        'Company name is required',
        'You must agree to the NDA to proceed',
      ],
      canvas.getByLabelText(/^Access Code/),
    );
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'You must agree to the NDA to proceed',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Verifying = meta.story({
  args: { onSubmit: onSubmit(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expectPending(canvas, 'Verifying...', args.onSubmit);
  },
});

export const AccessGranted = meta.story({
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expectToast('Access Granted', 'Welcome to the Pacific Span Builders partners subdivision portal.');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        accessCode: 'K7PM 3XQA 9R2D',
        name: 'Leilani Akana',
        email: 'leilani@example.com',
        company: 'Mauka Land Partners',
        agreeToNDA: true,
      },
      { idempotencyKey: expect.any(String) },
    );
  },
});

export const AccessDeniedKeepsData = meta.story({
  args: {
    onSubmit: onSubmit(() =>
      Promise.reject(deniedWith('Invalid access code. Please check the code you were given and try again.')),
    ),
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expectToast(
      'Access Denied',
      'Invalid access code. Please check the code you were given and try again.',
      'destructive',
    );
    await expect(canvas.getByLabelText(/^Full Name/)).toHaveValue('Leilani Akana');
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  },
});

export const DeniedWithoutServerMessage = meta.story({
  args: { onSubmit: onSubmit(() => Promise.reject(new Error('502: Bad Gateway'))) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    const toast = await body().findByRole('alertdialog');
    await waitFor(() => expect(within(toast).getByText('Invalid access code or information')).toBeVisible());
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await submit(canvas);
    await expectFieldErrors(canvas, ['You must agree to the NDA to proceed'], canvas.getByLabelText(/^Access Code/));
  },
});
