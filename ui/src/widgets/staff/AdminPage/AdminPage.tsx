import type { ReactNode } from 'react';
import type { ContainerProps } from '../../../components/Container';
import { Heading } from '../../../components/Heading';
import { Section } from '../../../components/Section';
import { Stack } from '../../../components/Stack';

export interface AdminPageProps {
  /** The h1's id; the page's section is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** The links above the title: the way back, and any sibling pages. */
  nav: ReactNode;
  width?: ContainerProps['width'];
  children: ReactNode;
}

/** A staff page outside the dashboard's tabs (a lead, the board, a contact, analytics): links, h1, content. */
export function AdminPage({ titleId, title, nav, width, children }: AdminPageProps) {
  return (
    <Section aria-labelledby={titleId} spacing="compact" width={width}>
      <Stack gap="6">
        <Stack gap="2">
          {nav}
          <Heading level={1} id={titleId}>
            {title}
          </Heading>
        </Stack>
        {children}
      </Stack>
    </Section>
  );
}

export interface AdminPageSectionProps {
  /** The h2's id; the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}

/** One part of an admin page, named by its h2 (owner and follow-up, notes, the pipeline). */
export function AdminPageSection({ titleId, title, children }: AdminPageSectionProps) {
  return (
    <Stack gap="3" as="section" aria-labelledby={titleId}>
      <Heading level={2} size="md" id={titleId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
