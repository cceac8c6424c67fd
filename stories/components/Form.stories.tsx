import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../../ui/src/components/Button';
import { Form, useZodForm } from '../../ui/src/components/Form';
import { TextField } from '../../ui/src/components/TextField';
import { framed } from '../decorators';

const schema = z.object({
  username: z.string().trim().min(3, { error: 'Username must be at least 3 characters' }),
  password: z.string().min(6, { error: 'Password must be at least 6 characters' }),
});

function LoginExample({ onSubmit }: { onSubmit: (data: z.output<typeof schema>) => Promise<void> }) {
  const form = useZodForm({ schema, initialValues: { username: '', password: '' }, onSubmit });
  return (
    <Form {...form.formProps} aria-label="Sign in">
      <TextField {...form.field('username')} label="Username" isRequired />
      <TextField {...form.field('password')} label="Password" type="password" isRequired />
      <Button type="submit" isPending={form.isPending} pendingLabel="Connecting...">
        Sign In
      </Button>
    </Form>
  );
}

const meta = preview.meta({
  title: 'Components/Form',
  component: Form,
  decorators: [framed({ maxWidth: 380 })],
  parameters: { docs: { description: { component: 'Form plus useZodForm: the one way every form validates.' } } },
});

export const InvalidSubmitFocusesFirstError = meta.story({
  render: () => <LoginExample onSubmit={async () => {}} />,
  play: async ({ canvas }) => {
    // The browser's own bubbles never show: the schema's messages do.
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toHaveAttribute('novalidate');
    await userEvent.type(canvas.getByLabelText(/Password/), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    const username = canvas.getByRole('textbox', { name: /Username/ });
    await expect(canvas.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await waitFor(() => expect(username).toHaveFocus());
    // Editing a field clears its message.
    await userEvent.type(username, 'kai');
    await expect(canvas.queryByText('Username must be at least 3 characters')).toBeNull();
  },
});

export const ServerFieldErrors = meta.story({
  render: () => (
    <LoginExample
      onSubmit={() =>
        Promise.reject(
          Object.assign(new Error('400: invalid'), { fieldErrors: { username: 'That username is taken' } }),
        )
      }
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'kai.builder');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('That username is taken')).toBeVisible();
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('secret-pass');
  },
});
