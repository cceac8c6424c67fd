import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionBanner } from '../../ui/src/widgets/ConnectionBanner';

const meta = {
  title: 'Widgets/ConnectionBanner',
  component: ConnectionBanner,
  args: { status: 'offline' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-status', 'offline');
    await expect(banner).toHaveTextContent("You're offline.");
  },
};

export const Slow: Story = {
  args: { status: 'slow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Slow connection');
  },
};

export const HiddenWhenFast: Story = {
  args: { status: 'fast' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
