import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { MethodPanel, type ConstructionMethod } from '../../ui/src/widgets/site/MethodPanel';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';

const panel: ConstructionMethod = {
  id: 'panel',
  label: 'Panel Construction',
  summary: 'Panelized framing: walls and floors are built in a factory to engineered drawings and set on site.',
  advantages: ['30-50% faster than stick framing', 'Up to 90% less waste', 'Square, plumb walls'],
  considerations: ['The design is fixed before panels are made', 'The site needs crane access'],
  timeline: '30-50% faster: the shell is set in days.',
  pricing: 'A comparable framing package with far fewer labour hours.',
  weatherImpact: 'Low: panels are built indoors.',
  qualityControl: 'Checked in the factory against the engineered drawings.',
  photos: placeholderMedia(['Panel lift', 'Wall set', 'Roof panels'], 'Framing').map((photo, index) => ({
    ...photo,
    id: `panel-${index}`,
  })),
};

const meta = preview.meta({
  title: 'Widgets/MethodPanel',
  component: MethodPanel,
  args: { method: panel },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Panel Construction' })).toBeVisible();
    const advantages = canvas.getByRole('heading', { name: 'Advantages' }).parentElement!.parentElement!;
    await expect(within(advantages).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Weather Impact' })).toBeVisible();
    await expect(canvas.getByText('Low: panels are built indoors.')).toBeVisible();
    await expect(canvas.getByText('Roof panels', { selector: 'p' })).toBeVisible();
  },
});

export const NoPhotos = meta.story({
  args: { method: { ...panel, photos: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Photos' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const advantages = canvas.getByRole('heading', { name: 'Advantages' });
    const considerations = canvas.getByRole('heading', { name: 'Considerations' });
    // One column on a phone: considerations come below the advantages.
    await expect(considerations.getBoundingClientRect().top).toBeGreaterThan(advantages.getBoundingClientRect().bottom);
  },
});
