import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Avatar } from '../../ui/src/components/Avatar';

const meta = preview.meta({ title: 'Components/Avatar', component: Avatar, args: { name: 'Leilani Kahale' } });

export const Initials = meta.story({
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Leilani Kahale' });
    await expect(avatar).toHaveTextContent('LK');
  },
});

export const SizesAndTones = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Daniel Ortega" tone="brand" />
      <Avatar name="Maya Kealoha" tone="timber" />
      <Avatar name="Ruth Sorensen" tone="steel" size="lg" />
      <Avatar name="Kenji Watanabe" tone="pine" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(4);
  },
});
