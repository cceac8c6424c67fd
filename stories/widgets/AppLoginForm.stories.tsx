import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AppLoginForm } from '../../ui/src/widgets/site/AppLoginForm';
import { manualClock } from '../clock';
import { expectToast, type Canvas, expectFieldErrors } from '../lead-forms';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Widgets/AppLoginForm',
  component: AppLoginForm,
  args: { onConnectStart: fn(), onConnect: fn() },
  parameters: { layout: 'padded' },
});

const fillValid = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByLabelText(/^Username/), 'site.lead');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'framing');
};

const signIn = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Username/)).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
});

export const TooShort = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Username/), 'ab');
    await userEvent.type(canvas.getByLabelText(/^Password/), '12345');
    await signIn(canvas);
    await expectFieldErrors(
      canvas,
      ['Username must be at least 3 characters', 'Password must be at least 6 characters'],
      canvas.getByLabelText(/^Username/),
    );
    await expect(args.onConnect).not.toHaveBeenCalled();
    await expect(args.onConnectStart).not.toHaveBeenCalled();
  },
});

const connectingClock = manualClock();

export const Connecting = meta.story({
  args: { clock: connectingClock },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await signIn(canvas);
    const pending = await canvas.findByRole('button', { name: 'Connecting...' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    // Started from the click, so the page can open its tab while the browser still counts it as the click's.
    await expect(args.onConnectStart).toHaveBeenCalledTimes(1);
    connectingClock.advance(1499);
    await expect(canvas.getByRole('button', { name: 'Connecting...' })).toBeVisible();
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
});

const redirectClock = manualClock();

export const RedirectsAfterOnePointFiveSeconds = meta.story({
  args: { clock: redirectClock },
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await signIn(canvas);
    await canvas.findByRole('button', { name: 'Connecting...' });
    redirectClock.advance(1500);
    await waitFor(() => expect(args.onConnect).toHaveBeenCalledTimes(1));
    await expectToast('Redirecting to the company app', 'Taking you to our live construction management platform...');
    await expect(canvas.getByLabelText(/^Username/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await signIn(canvas);
    await expectFieldErrors(canvas, ['Username must be at least 3 characters'], canvas.getByLabelText(/^Username/));
  },
});
