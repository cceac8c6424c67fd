import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../ui/src/components/Badge';

const meta = { title: 'Components/Badge', component: Badge, args: { children: 'Completed' } } satisfies Meta<
  typeof Badge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
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
};

export const LongText: Story = {
  args: { variant: 'secondary', children: 'In Motion - NDA Protected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Motion - NDA Protected')).toBeVisible();
  },
};
