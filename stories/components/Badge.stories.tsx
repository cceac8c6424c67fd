import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Badge } from '../../ui/src/components/Badge';

const meta = preview.meta({ title: 'Components/Badge', component: Badge, args: { children: 'Completed' } });

export const Variants = meta.story({
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Active</Badge>
      <Badge variant="secondary">Return</Badge>
      <Badge variant="outline">Offsite</Badge>
      <Badge variant="destructive">Critical</Badge>
      <Badge variant="success">won</Badge>
      <Badge variant="warning">proposal</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Return')).toHaveAttribute('data-variant', 'secondary');
    await expect(canvas.getByText('Offsite')).toHaveAttribute('data-variant', 'outline');
  },
});

export const LongText = meta.story({
  args: { variant: 'secondary', children: 'In Motion - NDA Protected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Motion - NDA Protected')).toBeVisible();
  },
});
