import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from '../../ui/src/components/TextField';
import { framed, inForm } from '../decorators';

const meta = preview.meta({
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', onChange: fn() },
  decorators: [framed({ maxWidth: 420 })],
});

export const Default = meta.story({
  args: { placeholder: 'you@company.com' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@example.com');
  },
});

export const Required = meta.story({
  args: { isRequired: true, description: 'We reply within 1-2 business days.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(input).toHaveAccessibleDescription('We reply within 1-2 business days.');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, defaultValue: 'not-an-email' },
  decorators: [inForm({ email: 'Valid email is required' })],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Valid email is required');
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
});

export const PhoneWidth = meta.story({
  args: {
    label: 'Company or organisation name, if you are applying on behalf of a business',
    defaultValue: 'Pacific Northwest Timber Frame & Panel Manufacturing Cooperative',
  },
  decorators: [framed({ width: 358 })],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(358);
  },
});
