import preview from '../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Button',
  component: Button,
  args: { children: 'Get Free Estimate', onClick: fn() },
});

export const Primary = meta.story({
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Estimate' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
});

const variants = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['outline', 'Outline'],
  ['ghost', 'Ghost'],
  ['destructive', 'Destructive'],
] as const;

export const Variants = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {variants.map(([variant, label]) => (
        <Button key={variant} {...args} variant={variant}>
          {label}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
});

const sizes = [
  ['sm', 'Small'],
  ['md', 'Medium'],
  ['lg', 'Large'],
] as const;

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      {sizes.map(([size, label]) => (
        <Button key={size} {...args} size={size}>
          {label}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('button').map((button) => button.getBoundingClientRect().height);
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
});

export const KeyboardFocus = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { isPending: true, pendingLabel: 'Sending...', children: 'Send Message' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

function SendsOnPress() {
  const [isPending, setPending] = useState(false);
  return (
    <Button isPending={isPending} pendingLabel="Sending..." onClick={() => setPending(true)}>
      Send Message
    </Button>
  );
}

export const PendingIsAnnounced = meta.story({
  render: () => <SendsOnPress />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toHaveFocus();
    // The announcer reads the button's new name, which says it is sending.
    await waitFor(() => expect(document.querySelector('[data-announcer]')).toHaveTextContent('Sending...'));
  },
});

export const LongLabel = meta.story({
  args: { children: 'Submit Detailed Project Request for a Multi-Phase Commercial Renovation' },
  decorators: [framed({ maxWidth: 320 })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeVisible();
  },
});
