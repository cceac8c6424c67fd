import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from '../../ui/src/components/PasswordField';
import { framed, inForm } from '../decorators';

const meta = preview.meta({
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Access code', name: 'accessCode', description: 'The 10-digit code from your NDA packet.' },
  decorators: [framed({ maxWidth: 360 })],
});

export const MaskedThenShown = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Access code');
    await userEvent.type(input, '4815162342');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show what you typed' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('4815162342');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide what you typed' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true },
  decorators: [inForm({ accessCode: 'Access code is required' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Access code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Access code is required')).toBeVisible();
  },
});
