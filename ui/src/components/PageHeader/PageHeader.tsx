import { useId, type ReactNode } from 'react';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Section } from '../Section';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  size?: 'display' | 'xl';
  /** Anything the header also shows under the lead (headline figures, a back link). */
  children?: ReactNode;
}

/** The band that opens a content page: its h1 and a lead, on the raised tone, named by the heading. */
export function PageHeader({ title, lead, size, children }: PageHeaderProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} tone="raised" spacing="compact">
      <Container>
        <Stack gap="4">
          <Heading level={1} size={size} id={titleId}>
            {title}
          </Heading>
          {lead ? (
            <Text size="lg" tone="muted">
              {lead}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Section>
  );
}
