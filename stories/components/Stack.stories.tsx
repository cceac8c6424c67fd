import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../../ui/src/components/Stack';

const item = (label: string) => (
  <div key={label} style={{ padding: 12, background: '#e6eff8', borderRadius: 8 }}>
    {label}
  </div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: ['Design', 'Permits', 'Build'].map(item) },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Design'), canvas.getByText('Permits')];
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(16);
  },
};

export const WideGap: Story = {
  args: { gap: '7' },
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Design'), canvas.getByText('Permits')];
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(48);
  },
};
