import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TotpChallenge, type TotpChallengeProps } from '../../ui/src/widgets/staff/TotpChallenge';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const onSubmit = (implementation: TotpChallengeProps['onSubmit']) => fn<TotpChallengeProps['onSubmit']>(implementation);
/** What the API client raises for a refusal: the status, the server's sentence and its field messages. */
const refusal = (status: number, serverMessage: string, fieldErrors?: Record<string, string>) =>
  Object.assign(new Error(`${status}: {"message":"${serverMessage}"}`), { status, serverMessage, fieldErrors });

const meta = preview.meta({
  title: 'Widgets/TotpChallenge',
  component: TotpChallenge,
  args: { onSubmit: onSubmit(async () => {}), onRestart: fn() },
  decorators: [framed({ maxWidth: 420 })],
});

const codeField = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^Authentication code/ });

export const Empty = meta.story({
  play: async ({ args, canvas }) => {
    await expect(codeField(canvas)).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(
      await canvas.findByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const VerifiesACode = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(codeField(canvas), '287 082');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('287082'));
  },
});

export const VerifiesARecoveryCode = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(codeField(canvas), 'k7m2-q9xw-4rh3-vp2c-6nx4-t9am');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('k7m2-q9xw-4rh3-vp2c-6nx4-t9am'));
  },
});

export const Pending = meta.story({
  args: { onSubmit: onSubmit(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(codeField(canvas), '287082');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('button', { name: 'Checking...' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const WrongCode = meta.story({
  args: {
    onSubmit: onSubmit(() =>
      Promise.reject(
        refusal(401, 'That code is not right. Enter the newest code from your app, or an unused recovery code.'),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(codeField(canvas), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'That code is not right. Enter the newest code from your app, or an unused recovery code.',
      ),
    );
    await expect(codeField(canvas)).toHaveValue('');
  },
});

export const MalformedCodeFromTheServer = meta.story({
  args: {
    onSubmit: onSubmit(() =>
      Promise.reject(
        refusal(400, 'Please correct the highlighted fields.', {
          code: 'Enter the 6-digit code from your authenticator app, or a recovery code',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(codeField(canvas), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(codeField(canvas)).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      canvas.getByText('Enter the 6-digit code from your authenticator app, or a recovery code'),
    ).toBeVisible();
    await expect(codeField(canvas)).toHaveValue('123456');
  },
});

export const Expired = meta.story({
  args: {
    onSubmit: onSubmit(() =>
      Promise.reject(refusal(401, 'This sign-in has expired. Sign in again with your password.')),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(codeField(canvas), '287082');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'This sign-in has expired. Sign in again with your password.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
