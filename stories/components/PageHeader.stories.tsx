import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { FactList } from '../../ui/src/components/FactList';
import { PageHeader } from '../../ui/src/components/PageHeader';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Stick vs Panel Construction',
    lead: 'Two ways to frame a building. Compare them side by side, then talk to us about which one suits your project.',
  },
});

export const TitleAndLead = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Stick vs Panel Construction' });
    await expect(canvas.getByRole('region', { name: 'Stick vs Panel Construction' })).toContainElement(heading);
    await expect(canvas.getByText(/Two ways to frame a building/)).toBeVisible();
  },
});

export const TitleOnly = meta.story({
  args: { lead: undefined, title: 'Site Index' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Site Index' })).toBeVisible();
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
});

export const DisplayWithFigures = meta.story({
  args: {
    title: 'Modern Panelized Framing',
    size: 'display',
    children: (
      <FactList
        variant="stats"
        facts={[
          { label: 'Construction time reduced', value: '50-70%' },
          { label: 'Cost savings', value: '15-25%' },
          { label: 'Structural warranty', value: '5-year' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modern Panelized Framing' })).toBeVisible();
    await expect(canvas.getByText('50-70%')).toBeVisible();
  },
});

export const LongTitleOnPhone = meta.story({
  globals: onPhone,
  args: { title: 'Future Subdivision Concepts in Hawaii, California and Oregon' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
});

export const HeroWithBackLink = meta.story({
  args: {
    title: 'Shopping Center Renovation',
    lead: 'A 1970s center brought back to full occupancy while every store stayed open.',
    back: { href: '/', label: '← Back to Home' },
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: '← Back to Home' });
    const heading = canvas.getByRole('heading', { level: 1, name: 'Shopping Center Renovation' });
    await expect(back).toHaveAttribute('href', '/');
    await expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
});
