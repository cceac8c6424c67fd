import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Box } from '../../ui/src/components/Box';

const meta = preview.meta({ title: 'Layout/Box', component: Box });

export const Tokens = meta.story({
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
});

export const AsAnotherElement = meta.story({
  args: { as: 'aside', padding: '4', background: 'brandSoft', color: 'brand', children: 'An aside, not a div.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveTextContent('An aside, not a div.');
  },
});
