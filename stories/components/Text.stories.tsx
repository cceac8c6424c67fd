import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../../ui/src/components/Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Licensed in California, Oregon and Hawaii, with more than 500 projects completed since 1987.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Licensed in California/).tagName).toBe('P');
  },
};

export const Tones: Story = {
  render: () => (
    <>
      <Text tone="default">Default text for body copy.</Text>
      <Text tone="muted">Muted text for captions and descriptions.</Text>
      <Text tone="brand" weight="semibold">
        Brand text for emphasis.
      </Text>
      <Text tone="danger">Danger text for errors.</Text>
      <Text tone="success">Success text for confirmations.</Text>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/text for/)).toHaveLength(5);
  },
};

export const LongTextIsCapped: Story = {
  args: {
    size: 'lg',
    children:
      'Cost-plus delivery means you pay the actual cost of labour and materials plus a predetermined management fee, typically 7-10%, with every invoice open to you. There is no bid padding, so the money goes into the building rather than into a contingency you never see.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Cost-plus delivery/).getBoundingClientRect().width).toBeLessThan(900);
  },
};
