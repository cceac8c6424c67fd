import { useId, type ReactNode } from 'react';
import { Button, ButtonLink } from '../Button';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Section } from '../Section';
import { Stack } from '../Stack';
import { Text } from '../Text';

/** Where an action goes: a link, or a press for a page that first tries somewhere on itself. */
export type CallToActionAction = { label: string; href: string } | { label: string; onPress: () => void };

export interface CallToActionProps {
  title: string;
  text: ReactNode;
  /** The first is the main action; the others are shown as the quieter outline buttons. */
  actions: readonly [CallToActionAction, ...CallToActionAction[]];
}

/** The brand-coloured band that closes a page with where to go next. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} tone="brand" width="narrow">
      <Stack gap="4" align="flex-start">
        <Heading level={2} size="xl" id={titleId}>
          {title}
        </Heading>
        <Text size="lg">{text}</Text>
        <Inline gap="3">
          {actions.map((action, index) => {
            const variant = index === 0 ? 'secondary' : 'outline';
            return 'href' in action ? (
              <ButtonLink key={action.label} href={action.href} variant={variant} size="lg">
                {action.label}
              </ButtonLink>
            ) : (
              <Button key={action.label} variant={variant} size="lg" onClick={action.onPress}>
                {action.label}
              </Button>
            );
          })}
        </Inline>
      </Stack>
    </Section>
  );
}
