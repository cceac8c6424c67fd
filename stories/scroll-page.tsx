import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Heading } from '../ui/src/components/Heading';
import { Section } from '../ui/src/components/Section';
import { Text } from '../ui/src/components/Text';
import { vars } from '../ui/src/theme/contract.css';

const tones = ['default', 'raised'] as const;

interface ScrollPageProps {
  children: ReactNode;
  sections: number;
  /** The least height of the page, so the scroll room is there whatever the sections measure. */
  minHeight: number;
  /** The page starts below the fixed site header, as the site's shell does (app/layouts/shell.css.ts). */
  belowHeader?: boolean;
}

/**
 * A long page of neutral placeholder sections in the site's own text components, for stories whose widget
 * reacts to scrolling (the header, the breeze): the room to scroll through shows page-like content, so the
 * whole-story screenshot is not blank below the fold (docs/decisions/024).
 */
export function ScrollPage({ children, sections, minHeight, belowHeader }: ScrollPageProps) {
  return (
    <div style={{ minHeight }}>
      {children}
      <main id="main" style={belowHeader ? { paddingTop: vars.size.headerHeight } : undefined}>
        {Array.from({ length: sections }, (_, index) => (
          <Section key={index} tone={tones[index % tones.length]} aria-labelledby={`page-section-${index + 1}`}>
            <Heading level={2} id={`page-section-${index + 1}`}>
              Page section {index + 1}
            </Heading>
            <Text tone="muted">
              Placeholder text standing in for a page&apos;s content: it gives the story room to scroll and shows where
              the widget sits over a real page.
            </Text>
          </Section>
        ))}
      </main>
    </div>
  );
}

/**
 * A meta's frame for a widget that reacts to scrolling: the full width of the frame, the story over a ScrollPage,
 * after `before` (a note to the reader) where there is one.
 */
export const onScrollPage = ({
  before,
  ...page
}: Omit<ScrollPageProps, 'children'> & { before?: ReactNode }): {
  parameters: { layout: 'fullscreen' };
  decorators: Decorator[];
} => ({
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ScrollPage {...page}>
        {before}
        <Story />
      </ScrollPage>
    ),
  ],
});
