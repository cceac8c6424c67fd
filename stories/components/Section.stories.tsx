import preview from '../../.storybook/preview';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

const visibility = (element: Element) => getComputedStyle(element).contentVisibility;

const band = (title: string) => (
  <Section id={title.toLowerCase()} renderAfterFirstScreen aria-labelledby={`${title}-heading`}>
    {content(title)}
  </Section>
);

/**
 * A band after the first screen of a long page. Rendered in the browser (a page reached inside the site) it
 * renders at once; pre-rendered, the browser skips it until the page is interactive, unless the page was
 * opened at a fragment or a restored position (docs/decisions/059). The play pre-renders and hydrates one.
 */
export const AfterFirstScreen = meta.story({
  render: () => (
    <>
      {band('Services')}
      <div data-testid="pre-rendered" />
    </>
  ),
  play: async ({ canvas, step }) => {
    await expect(visibility(canvas.getByRole('region', { name: 'Services' }))).toBe('visible');

    const host = canvas.getByTestId('pre-rendered');
    host.innerHTML = renderToString(band('Contact'));
    const contact = canvas.getByRole('region', { name: 'Contact' });
    await step('pre-rendered, it is skipped while far from the screen', async () => {
      await expect(visibility(contact)).toBe('auto');
    });
    await step('opened at a fragment or a restored position, the page lays it out from the start', async () => {
      document.documentElement.setAttribute('data-whole-page', '');
      await expect(visibility(contact)).toBe('visible');
      document.documentElement.removeAttribute('data-whole-page');
      await expect(visibility(contact)).toBe('auto');
    });
    await step('once the page is interactive, it renders', async () => {
      hydrateRoot(host, band('Contact'));
      await waitFor(() => expect(visibility(canvas.getByRole('region', { name: 'Contact' }))).toBe('visible'));
    });
  },
});
