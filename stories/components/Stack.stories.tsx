import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Stack } from '../../ui/src/components/Stack';

const item = (label: string) => (
  <div key={label} style={{ padding: 12, background: '#e6eff8', borderRadius: 8 }}>
    {label}
  </div>
);

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  args: { children: ['Design', 'Permits', 'Build'].map(item) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Design'), canvas.getByText('Permits')];
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(16);
  },
});

export const WideGap = meta.story({
  args: { gap: '7' },
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Design'), canvas.getByText('Permits')];
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(48);
  },
});
