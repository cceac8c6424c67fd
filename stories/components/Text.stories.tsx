import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Text } from '../../ui/src/components/Text';

const meta = preview.meta({
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Licensed in California, Oregon and Hawaii, with more than 500 projects completed since 1987.' },
});

export const Body = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Licensed in California/).tagName).toBe('P');
  },
});

export const Tones = meta.story({
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
});

export const LongTextIsCapped = meta.story({
  args: {
    size: 'lg',
    children:
      'Cost-plus delivery means you pay the actual cost of labour and materials plus a predetermined management fee, typically 7-10%, with every invoice open to you. There is no bid padding, so the money goes into the building rather than into a contingency you never see.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Cost-plus delivery/).getBoundingClientRect().width).toBeLessThan(900);
  },
});
