import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../../ui/src/components/Link';
import { routed } from '../decorators';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/gallery', children: 'View our gallery' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

export const RoutesThroughTheAppRouter: Story = {
  decorators: [routed(navigate)],
  play: async ({ canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'View our gallery' }));
    await expect(navigate).toHaveBeenCalledWith('/gallery', undefined);
  },
};

export const External: Story = {
  args: { href: 'https://app.pacificspan.example', children: 'Visit Live Application' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Visit Live Application (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const InheritTone: Story = {
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
};
