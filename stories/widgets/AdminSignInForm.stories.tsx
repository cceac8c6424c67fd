import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AdminSignInForm, type AdminSignInFormProps } from '../../ui/src/widgets/staff/AdminSignInForm';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const onSubmit = (implementation: AdminSignInFormProps['onSubmit']) =>
  fn<AdminSignInFormProps['onSubmit']>(implementation);
/** What the API client raises for a refusal: the status and the server's own sentence. */
const refusal = (status: number, serverMessage: string) =>
  Object.assign(new Error(`${status}: {"message":"${serverMessage}"}`), { status, serverMessage });

const meta = preview.meta({
  title: 'Widgets/AdminSignInForm',
  component: AdminSignInForm,
  args: { onSubmit: onSubmit(async () => {}) },
  decorators: [framed({ maxWidth: 420 })],
});

const fill = async (canvas: { getByLabelText: (label: RegExp) => HTMLElement }) => {
  await userEvent.type(canvas.getByLabelText(/^E-mail/), 'maria.lopez@pacificspan.example');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
};

export const Empty = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter your staff e-mail address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const SignsIn = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'maria.lopez@pacificspan.example',
        password: 'correct horse battery',
        endOtherSessions: false,
      }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const EndsOtherSessions = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sign out my other sessions' }));
    await expect(canvas.getByRole('checkbox', { name: 'Sign out my other sessions' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'maria.lopez@pacificspan.example',
        password: 'correct horse battery',
        endOtherSessions: true,
      }),
    );
  },
});

export const AccountThrottled = meta.story({
  args: {
    onSubmit: onSubmit(() =>
      Promise.reject(refusal(429, 'Too many failed sign-ins for this account. Try again in 42 seconds.')),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Too many failed sign-ins for this account. Try again in 42 seconds.',
      ),
    );
  },
});

export const Pending = meta.story({
  args: { onSubmit: onSubmit(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const WrongPassword = meta.story({
  args: { onSubmit: onSubmit(() => Promise.reject(refusal(401, 'E-mail or password is not right.'))) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('E-mail or password is not right.'));
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('maria.lopez@pacificspan.example');
  },
});

export const LockedOut = meta.story({
  args: {
    onSubmit: onSubmit(() => Promise.reject(Object.assign(new Error('429: Too Many Requests'), { status: 429 }))),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again later.'),
    );
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  args: { onSubmit: onSubmit(() => Promise.reject(new Error('Network request failed'))) },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Network request failed'));
  },
});
