import type { ReactNode } from 'react';
import type { ContainerProps } from '../Container';
import { Heading, type HeadingProps } from '../Heading';
import { Section, type SectionProps } from '../Section';
import { Stack, type StackProps } from '../Stack';
import { Text } from '../Text';

export interface TitledSectionProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  title: ReactNode;
  /** A line that stays close under the title: muted on the light tones, the band's own colour on steel and brand. */
  intro?: ReactNode;
  /** The section's own id, the anchor that navigation links to ('portfolio', 'about'). */
  anchor?: string;
  tone?: SectionProps['tone'];
  spacing?: SectionProps['spacing'];
  width?: ContainerProps['width'];
  titleSize?: HeadingProps['size'];
  /** Space between the heading and each part of the content. */
  gap?: StackProps['gap'];
  align?: StackProps['align'];
  children: ReactNode;
}

/** A band of a content page named by its h2: the heading (and its intro), then the content stacked under it. */
export function TitledSection({
  id,
  title,
  intro,
  anchor,
  tone,
  spacing,
  width,
  titleSize,
  gap = '6',
  align,
  children,
}: TitledSectionProps) {
  const heading = (
    <Heading level={2} size={titleSize} id={id}>
      {title}
    </Heading>
  );
  return (
    <Section id={anchor} aria-labelledby={id} tone={tone} spacing={spacing} width={width}>
      <Stack gap={gap} align={align}>
        {intro ? (
          <Stack gap="2">
            {heading}
            <Text size="lg" tone={tone === 'steel' || tone === 'brand' ? 'default' : 'muted'}>
              {intro}
            </Text>
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Section>
  );
}
