import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';

export interface SubsectionProps {
  /** The part's h3. */
  title: ReactNode;
  children: ReactNode;
}

/** A titled part inside a section or panel: its h3, then its content close under it. */
export function Subsection({ title, children }: SubsectionProps) {
  return (
    <Stack gap="3">
      <Heading level={3} size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
