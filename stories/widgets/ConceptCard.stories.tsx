import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { ConceptCard, type Concept } from '../../ui/src/widgets/site/ConceptCard';
import { placeholderMedia } from '../placeholders';
import { onPhone } from '../viewports';

const [hawaiiMap, oregonMap] = placeholderMedia(['Hawaii site plan', 'Oregon site plan'], 'Concept');

const hawaii: Concept = {
  id: 'hawaii',
  title: 'Hawaii Subdivision Concept',
  location: 'Big Island, Hawaii',
  status: 'In Motion - NDA Protected',
  description: 'About 300 panelized homes on volcanic rock, with a community center and a walking loop.',
  mapImage: hawaiiMap!,
  features: ['300 lots', 'Panelized homes', 'Community center'],
  isNDA: true,
  details: [{ label: 'Lots', value: '300' }],
  completionDate: '2028',
};

const oregon: Concept = {
  ...hawaii,
  id: 'oregon',
  title: 'Oregon Subdivision Concept',
  location: 'Willamette Valley, Oregon',
  status: 'Environmental Planning',
  mapImage: oregonMap!,
  isNDA: false,
};

const documentation = {
  privateDocumentation: { label: 'Access Private Documentation', href: '/nda-subdivision' },
  comingSoon: {
    label: 'Documentation Coming Soon',
    note: 'Documentation for this concept is published once its planning stage is complete.',
  },
  ndaNote: 'Documentation is shared with vetted partners under a non-disclosure agreement.',
};

const meta = preview.meta({
  title: 'Widgets/ConceptCard',
  component: ConceptCard,
  args: { concept: hawaii, statusVariant: 'default' as const, documentation, firstScreen: true },
});

export const UnderNda = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Hawaii Subdivision Concept' })).toBeVisible();
    await expect(canvas.getByText('In Motion - NDA Protected')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Access Private Documentation' })).toHaveAttribute(
      'href',
      '/nda-subdivision',
    );
    await expect(canvas.getByText('Estimated completion:')).toBeVisible();
  },
});

export const DocumentationComingSoon = meta.story({
  args: { concept: oregon, statusVariant: 'secondary', firstScreen: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Documentation Coming Soon' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(documentation.comingSoon.note);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas }) => {
    const map = canvas.getByRole('img', { name: 'Hawaii site plan: placeholder photo' });
    const heading = canvas.getByRole('heading', { level: 2 });
    // One column on a phone: the map stands above the text.
    await expect(heading.getBoundingClientRect().top).toBeGreaterThan(map.getBoundingClientRect().bottom - 1);
  },
});
