import preview from '../../.storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { Card } from '../../ui/src/components/Card';
import { DotCarousel } from '../../ui/src/widgets/site/DotCarousel';
import { framed } from '../decorators';

interface Concept {
  title: string;
  status: string;
}

const concepts: Concept[] = [
  { title: 'Hawaii concept', status: 'In Motion - NDA Protected' },
  { title: 'California concept', status: 'Ready for Development' },
  { title: 'Oregon concept', status: 'Environmental Planning' },
];

const meta = preview.meta({
  title: 'Widgets/DotCarousel',
  component: DotCarousel<Concept>,
  args: {
    label: 'Future subdivision concepts',
    items: concepts,
    itemLabel: (concept: Concept) => concept.title,
    renderItem: (concept: Concept) => (
      <Card title={concept.title} description={concept.status}>
        300 lots per subdivision concept.
      </Card>
    ),
  },
  decorators: [framed({ maxWidth: 640 })],
});

export const First = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hawaii concept' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Hawaii concept' })).toHaveAttribute('aria-current', 'true');
  },
});

export const WrapsAndDotsJump = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('heading', { name: 'Oregon concept' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'Hawaii concept' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show California concept' }));
    await expect(canvas.getByText('Ready for Development')).toBeVisible();
  },
});
