import preview from '../../.storybook/preview';
import { Hammer, HardHat, Phone, Ruler } from 'lucide-react';
import { expect } from 'storybook/test';
import { Icon } from '../../ui/src/components/Icon';

const meta = preview.meta({ title: 'Utilities/Icon', component: Icon, args: { icon: Hammer } });

export const Decorative = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: '#0b4f8a' }}>
      <Icon icon={Hammer} size="sm" />
      <Icon icon={HardHat} size="md" />
      <Icon icon={Ruler} size="lg" />
      <Icon icon={Phone} size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
});

export const Meaningful = meta.story({
  args: { icon: Phone, label: 'Phone', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Phone' })).toBeVisible();
  },
});
