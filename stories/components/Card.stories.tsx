import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Button } from '../../ui/src/components/Button';
import { Card } from '../../ui/src/components/Card';
import { Grid } from '../../ui/src/components/Grid';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Island Construction Management',
    description: 'Hawaii division',
    children: <p>Logistics, shipping lead times and local permitting handled by a team that lives on the islands.</p>,
  },
  decorators: [framed({ maxWidth: 420 })],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Island Construction Management' })).toBeVisible();
  },
});

export const Tones = meta.story({
  decorators: [framed({ maxWidth: 'none' })],
  render: () => (
    <Grid columns={{ phone: 1, desktop: 3 }}>
      <Card title="Default" description="White, outlined">
        Card body
      </Card>
      <Card tone="raised" title="Raised" description="On a light band">
        Card body
      </Card>
      <Card tone="highlight" title="Highlight" description="Timber accent">
        <Button variant="secondary">Get Detailed Estimate</Button>
      </Card>
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
});

export const LongContentOnPhone = meta.story({
  globals: onPhone,
  args: {
    as: 'article',
    title: 'Commercial Construction for Large Department Stores and Multi-Tenant Shopping Centres',
    description: 'Retail, restaurant and office tenant improvements across three states',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
});
