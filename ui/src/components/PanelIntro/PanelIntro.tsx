import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface PanelIntroProps {
  /** The panel's h2. */
  title: string;
  intro: ReactNode;
  /** What the panel holds under its introduction (cards, a form). */
  children: ReactNode;
}

/** A tab panel's opening: its heading and a muted sentence on what it is for, then its content. */
export function PanelIntro({ title, intro, children }: PanelIntroProps) {
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading level={2} size="lg">
          {title}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
