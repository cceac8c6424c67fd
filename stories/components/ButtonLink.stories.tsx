import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { ButtonLink } from '../../ui/src/components/Button';

const meta = preview.meta({
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/#intake-form', children: 'Get Free Estimate' },
});

export const Primary = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get Free Estimate' });
    await expect(link).toHaveAttribute('href', '/#intake-form');
  },
});

export const Variants = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ButtonLink {...args} variant="primary">
        Get Free Estimate
      </ButtonLink>
      <ButtonLink {...args} variant="outline" href="/gallery">
        View Our Work
      </ButtonLink>
      <ButtonLink {...args} variant="secondary" href="https://app.pacificspan.example">
        Visit Live Application
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Visit Live Application/ })).toHaveAttribute('target', '_blank');
  },
});
