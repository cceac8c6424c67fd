import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { TextArea } from '../../ui/src/components/TextArea';
import { framed, inForm } from '../decorators';

const meta = preview.meta({
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message' },
  decorators: [framed({ maxWidth: 520 })],
});

export const Default = meta.story({
  args: { isRequired: true, description: 'At least 10 characters.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: /Message/ });
    await userEvent.type(area, 'Line one{Shift>}{Enter}{/Shift}Line two');
    await expect(area).toHaveValue('Line one\nLine two');
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, defaultValue: 'Too short' },
  decorators: [inForm({ message: 'Please provide a detailed message' })],
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: /Message/ });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please provide a detailed message')).toBeVisible();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: 'Read only while sending.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
});
