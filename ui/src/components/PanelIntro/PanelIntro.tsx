import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface PanelIntroProps {
  /** The panel's heading. */
  title: string;
  /** 2 for a tab panel (the page has its h1 above it); 1 where the panel is the whole page (a docs page). */
  level?: 1 | 2;
  intro: ReactNode;
  /** What the panel holds under its introduction (cards, a form). */
  children: ReactNode;
}

/** A tab panel's or a page's opening: its heading and a muted sentence on what it is for, then its content. */
export function PanelIntro({ title, level = 2, intro, children }: PanelIntroProps) {
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading level={level} size={level === 1 ? 'xl' : 'lg'}>
          {title}
        </Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
