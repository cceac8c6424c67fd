import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Card } from '../../ui/src/components/Card';
import { PanelIntro } from '../../ui/src/components/PanelIntro';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Components/PanelIntro',
  component: PanelIntro,
  args: {
    title: 'Partnership Applications',
    intro: 'Subcontractors, suppliers and design firms: tell us about your company.',
    children: <Card title="Steady work">Projects in three states, all year.</Card>,
  },
});

export const WithContent = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Partnership Applications' });
    const card = canvas.getByRole('heading', { level: 3, name: 'Steady work' });
    await expect(heading).toBeVisible();
    await expect(card.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
});

export const LongIntro = meta.story({
  args: {
    intro:
      'A burst pipe, a storm-damaged roof or a failed wall: describe what happened and where, and a crew lead calls you back to schedule a site visit, day or night, in California, Oregon and Hawaii.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/day or night/)).toBeVisible();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/tell us about your company/)).toBeVisible();
  },
});

/** The whole page's opening, as the foundations docs pages use it: the heading is the h1, a size up. */
export const AsPage = meta.story({
  args: {
    level: 1,
    children: (
      <Card title="Steady work" titleLevel={2}>
        Projects in three states, all year.
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partnership Applications' })).toBeVisible();
    // The page's own parts are its h2s: no level is skipped under the h1.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Steady work');
  },
});
