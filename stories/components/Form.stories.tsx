import preview from '../../.storybook/preview';
import { describeError } from '@site/domain/forms/errors';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../../ui/src/components/Button';
import { Form, useZodForm, type SchemaLoader } from '../../ui/src/components/Form';
import { TextField } from '../../ui/src/components/TextField';
import { framed } from '../decorators';

const loginSchema = z.object({
  username: z.string().trim().min(3, { error: 'Username must be at least 3 characters' }),
  password: z.string().min(6, { error: 'Password must be at least 6 characters' }),
});

const loadSchema = () => Promise.resolve(loginSchema);

function LoginExample({
  onSubmit,
  onFailure,
  schema = loadSchema,
}: {
  onSubmit: (data: z.output<typeof loginSchema>) => Promise<void>;
  onFailure?: (error: unknown) => void;
  schema?: SchemaLoader<typeof loginSchema>;
}) {
  const form = useZodForm({ schema, initialValues: { username: '', password: '' }, onSubmit, onFailure });
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

/**
 * The example schema's chunk on the network a story sets: it arrives at once, waits until `release()`, or
 * fails as the browser's import of a missing chunk does. `requests` counts the loads the form started.
 */
const schemaChunk = {
  network: 'fast' as 'fast' | 'slow' | 'offline',
  requests: 0,
  release: () => {},
  on(network: 'fast' | 'slow' | 'offline') {
    schemaChunk.network = network;
    schemaChunk.requests = 0;
  },
  load: (): Promise<typeof loginSchema> => {
    schemaChunk.requests += 1;
    if (schemaChunk.network === 'offline') {
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/login-schema.js'));
    }
    if (schemaChunk.network === 'fast') return Promise.resolve(loginSchema);
    return new Promise((resolve) => {
      schemaChunk.release = () => resolve(loginSchema);
    });
  },
};

const submitted = fn(async (_data: z.output<typeof loginSchema>) => {});
const failed = fn((_error: unknown) => {});

export const SubmitBeforeFocusWaitsForTheSchema = meta.story({
  beforeEach: () => schemaChunk.on('slow'),
  render: () => <LoginExample schema={schemaChunk.load} onSubmit={submitted} />,
  play: async ({ canvas, canvasElement }) => {
    // A submit no focus or touch went before: the schema starts loading only now, and the submit waits for it.
    canvasElement.querySelector('form')?.requestSubmit();
    await expect(schemaChunk.requests).toBe(1);
    await expect(canvas.queryByText('Username must be at least 3 characters')).toBeNull();
    schemaChunk.release();
    await expect(await canvas.findByText('Username must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveFocus());
    await expect(submitted).not.toHaveBeenCalled();
  },
});

export const FirstFocusLoadsTheSchema = meta.story({
  beforeEach: () => schemaChunk.on('fast'),
  render: () => <LoginExample schema={schemaChunk.load} onSubmit={submitted} />,
  play: async ({ canvas }) => {
    await expect(schemaChunk.requests).toBe(0);
    await userEvent.type(canvas.getByLabelText(/Username/), 'kai');
    await expect(schemaChunk.requests).toBe(1);
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ username: 'kai', password: 'secret' }, expect.anything()),
    );
    await expect(schemaChunk.requests).toBe(1);
  },
});

export const SchemaLoadFailureKeepsValuesAndRetries = meta.story({
  beforeEach: () => schemaChunk.on('offline'),
  render: () => <LoginExample schema={schemaChunk.load} onSubmit={submitted} onFailure={failed} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/Username/), 'kai.builder');
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    // The form's failure path: each form turns it into its failure toast, in words a visitor can act on.
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    await expect(describeError(failed.mock.calls[0]?.[0])).toBe(
      'We could not reach our server. Please check your connection and try again.',
    );
    await expect(submitted).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/Username/)).toHaveValue('kai.builder');
    await expect(canvas.getByLabelText(/Password/)).toHaveValue('secret-pass');

    // The failed load is not kept: the next submit loads the schema again, and this time it arrives.
    const failedLoads = schemaChunk.requests;
    schemaChunk.network = 'fast';
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(submitted).toHaveBeenCalledWith({ username: 'kai.builder', password: 'secret-pass' }, expect.anything()),
    );
    await expect(schemaChunk.requests).toBe(failedLoads + 1);
    await expect(failed).toHaveBeenCalledTimes(1);
  },
});
