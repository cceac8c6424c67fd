import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../../ui/src/components/Link';
import { routed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Link',
  component: Link,
  args: { href: '/gallery', children: 'View our gallery' },
});

const navigate = fn();

export const RoutesThroughTheAppRouter = meta.story({
  decorators: [routed(navigate)],
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'View our gallery' }));
    await expect(navigate).toHaveBeenCalledWith('/gallery');
  },
});

export const External = meta.story({
  args: { href: 'https://app.pacificspan.example', children: 'Visit Live Application' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Visit Live Application (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const KeyboardFocus = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
});

export const InheritTone = meta.story({
  render: (args) => (
    <p style={{ background: '#25313d', color: '#f4f6f8', padding: 16 }}>
      Questions?{' '}
      <Link {...args} tone="inherit" href="mailto:hello@pacificspan.example">
        Write to us
      </Link>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Write to us' })).not.toHaveAttribute('target');
  },
});
