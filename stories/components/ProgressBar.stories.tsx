import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { ProgressBar } from '../../ui/src/components/ProgressBar';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Kailua Retail Center', value: 65 },
  decorators: [framed({ maxWidth: 420 })],
});

export const InProgress = meta.story({
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Kailua Retail Center' });
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(bar).toHaveAttribute('aria-valuetext', '65%');
    await expect(canvas.getByText('65%')).toBeVisible();
  },
});

export const NotStarted = meta.story({
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0%')).toBeVisible();
  },
});

export const Complete = meta.story({
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
  },
});
