import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { ConnectionBanner } from '../../ui/src/widgets/site/ConnectionBanner';

const meta = preview.meta({
  title: 'Widgets/ConnectionBanner',
  component: ConnectionBanner,
  args: { status: 'offline' as const },
  parameters: { layout: 'fullscreen' },
});

export const Offline = meta.story({
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-status', 'offline');
    await expect(banner).toHaveTextContent("You're offline.");
  },
});

export const Slow = meta.story({
  args: { status: 'slow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Slow connection');
  },
});

export const HiddenWhenFast = meta.story({
  args: { status: 'fast' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});
