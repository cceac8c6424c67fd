import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Separator } from '../../ui/src/components/Separator';

const meta = preview.meta({ title: 'Utilities/Separator', component: Separator });

export const Horizontal = meta.story({
  render: () => (
    <div>
      <p>Office hours</p>
      <Separator />
      <p>Field hours</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
});

export const Vertical = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 12, height: 32, alignItems: 'center' }}>
      <span>CA 521142</span>
      <Separator orientation="vertical" />
      <span>OR 250931</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
});
