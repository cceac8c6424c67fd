import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { BulletList } from '../../ui/src/components/BulletList';
import { Subsection } from '../../ui/src/components/Subsection';
import { onPhone } from '../viewports';

const meta = preview.meta({
  title: 'Components/Subsection',
  component: Subsection,
  args: {
    title: 'Qualifications',
    children: <BulletList items={['Licensed general contractor', 'Bonded and insured', 'OSHA 30 site leads']} />,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: 'Qualifications' });
    const list = canvas.getByRole('list');
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bonded and insured')).toBeVisible();
  },
});
