import preview from '../../.storybook/preview';
import { expect, waitFor } from 'storybook/test';
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

export const RenderWhenNear = meta.story({
  render: () => (
    <>
      <Section tone="raised" aria-labelledby="Welcome-heading">
        {content('Welcome')}
      </Section>
      <Section id="contact" renderWhenNear aria-labelledby="Contact-heading">
        {content('Contact')}
      </Section>
    </>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByRole('region', { name: 'Welcome' });
    const later = canvas.getByRole('region', { name: 'Contact' });
    // The browser skips the later band's rendering while it is far from the screen; a band of the first
    // screen is always rendered.
    await expect(getComputedStyle(first).contentVisibility).toBe('visible');
    await expect(getComputedStyle(later).contentVisibility).toBe('auto');
    later.scrollIntoView();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Contact' }).checkVisibility({ contentVisibilityAuto: true })).toBe(
        true,
      ),
    );
    // Its own box stays: the anchor still lands below the fixed header.
    await expect(getComputedStyle(later).scrollMarginTop).toBe('80px');
  },
});
