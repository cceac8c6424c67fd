import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../../ui/src/components/Box';

const meta = { title: 'Layout/Box', component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  args: {
    padding: '5',
    background: 'surfaceRaised',
    borderRadius: 'lg',
    boxShadow: 'md',
    children: 'Padding, background, radius and shadow all come from theme tokens.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByText(/theme tokens/);
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
    await expect(getComputedStyle(box).borderTopLeftRadius).toBe('12px');
  },
};

export const AsAnotherElement: Story = {
  args: { as: 'aside', padding: '4', background: 'brandSoft', color: 'brand', children: 'An aside, not a div.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveTextContent('An aside, not a div.');
  },
};
