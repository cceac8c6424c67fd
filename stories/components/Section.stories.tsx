import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Heading } from '../../ui/src/components/Heading';
import { Section } from '../../ui/src/components/Section';
import { Text } from '../../ui/src/components/Text';

const content = (title: string) => (
  <>
    <Heading level={2} id={`${title}-heading`}>
      {title}
    </Heading>
    <Text>Sections stack down the page; each is named by its heading.</Text>
  </>
);

const meta = preview.meta({
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { id: 'services', 'aria-labelledby': 'Services-heading', children: content('Services') },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Services' });
    await expect(region).toHaveAttribute('id', 'services');
    // An anchor link lands 80 px down, below the fixed header (docs/product.md, section 4.1): the page's scroll
    // padding gives the offset once, so the band adds no margin of its own.
    await expect(getComputedStyle(document.documentElement).scrollPaddingTop).toBe('80px');
    await expect(getComputedStyle(region).scrollMarginTop).toBe('0px');
  },
});

export const Tones = meta.story({
  render: () => (
    <>
      {(['default', 'raised', 'brand', 'steel'] as const).map((tone) => (
        <Section key={tone} tone={tone} spacing="compact" aria-labelledby={`${tone}-heading`}>
          {content(tone)}
        </Section>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
  },
});
