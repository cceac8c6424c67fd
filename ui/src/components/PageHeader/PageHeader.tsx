import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../Button';
import { Heading } from '../Heading';
import { Section } from '../Section';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  size?: 'display' | 'xl';
  /**
   * A link back above the title ("← Back to Home" on the case pages). Such a header is the page's hero: a display
   * title, a larger lead and the full band spacing.
   */
  back?: { href: string; label: string };
  /** Anything the header also shows under the lead (headline figures, a call to action). */
  children?: ReactNode;
}

/** The band that opens a content page: its h1 and a lead, on the raised tone, named by the heading. */
export function PageHeader({ title, lead, size, back, children }: PageHeaderProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} tone="raised" spacing={back ? undefined : 'compact'}>
      <Stack gap={back ? '5' : '4'} align={back ? 'flex-start' : undefined}>
        {back ? (
          <ButtonLink href={back.href} variant="ghost" size="sm">
            {back.label}
          </ButtonLink>
        ) : null}
        <Heading level={1} size={back ? 'display' : size} id={titleId}>
          {title}
        </Heading>
        {lead ? (
          <Text size={back ? 'xl' : 'lg'} tone="muted">
            {lead}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Section>
  );
}
