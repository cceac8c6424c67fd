import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { signInMessages } from '@site/domain/staff/sign-in';
import { passkeyMessages } from '@site/domain/staff/passkeys';
import { PasskeySignIn, type PasskeySignInProps } from '../../ui/src/widgets/staff/PasskeySignIn';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const onSignIn = (implementation: PasskeySignInProps['onSignIn']) => fn<PasskeySignInProps['onSignIn']>(implementation);
/** What the API client raises for a refusal: the status and the server's own sentence. */
const refusal = (status: number, serverMessage: string) =>
  Object.assign(new Error(`${status}: {"message":"${serverMessage}"}`), { status, serverMessage });

const meta = preview.meta({
  title: 'Widgets/PasskeySignIn',
  component: PasskeySignIn,
  args: { onSignIn: onSignIn(async () => {}) },
  decorators: [framed({ maxWidth: 420 })],
});

const button = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: 'Sign in with a passkey' });

export const Ready = meta.story({
  play: async ({ canvas }) => {
    await expect(button(canvas)).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const SignsIn = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(button(canvas));
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const Waiting = meta.story({
  args: { onSignIn: onSignIn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole('button', { name: 'Waiting for your passkey...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
});

export const Refused = meta.story({
  args: { onSignIn: onSignIn(() => Promise.reject(refusal(401, passkeyMessages.signInFailed))) },
  play: async ({ canvas }) => {
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(passkeyMessages.signInFailed);
  },
});

export const LockedOut = meta.story({
  args: { onSignIn: onSignIn(() => Promise.reject(Object.assign(new Error('429'), { status: 429 }))) },
  play: async ({ canvas }) => {
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(signInMessages.lockedOut);
  },
});

export const PromptClosed = meta.story({
  args: {
    onSignIn: onSignIn(() => Promise.reject(new DOMException('The operation was not allowed.', 'NotAllowedError'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(button(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(passkeyMessages.signInFailed);
    await expect(button(canvas)).toBeEnabled();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(button(canvas)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
