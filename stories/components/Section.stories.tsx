import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { Container } from '../../ui/src/components/Container';
import { Heading } from '../../ui/src/components/Heading';
import { Section } from '../../ui/src/components/Section';
import { Text } from '../../ui/src/components/Text';

const content = (title: string) => (
  <Container>
    <Heading level={2} id={`${title}-heading`}>
      {title}
    </Heading>
    <Text>Sections stack down the page; each is named by its heading.</Text>
  </Container>
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
    // Anchor links stop 80 px short so the fixed header does not cover the heading.
    await expect(getComputedStyle(region).scrollMarginTop).toBe('80px');
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
