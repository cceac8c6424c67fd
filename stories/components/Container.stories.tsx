import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../../ui/src/components/Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <div style={{ padding: 16, background: '#e6eff8' }}>Content sits at a readable width, centred.</div>,
  },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Content: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('div > div') as HTMLElement;
    await expect(container.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

export const Narrow: Story = {
  args: { width: 'narrow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/readable width/).getBoundingClientRect().width).toBeLessThanOrEqual(768);
  },
};
