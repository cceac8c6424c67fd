import { useId, type ReactNode } from 'react';
import { ButtonLink } from '../Button';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Section } from '../Section';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface CallToActionLink {
  label: string;
  href: string;
}

export interface CallToActionProps {
  title: string;
  text: ReactNode;
  /** The first is the main action; the others are shown as the quieter outline buttons. */
  actions: readonly [CallToActionLink, ...CallToActionLink[]];
}

/** The brand-coloured band that closes a page with where to go next. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId} tone="brand">
      <Container width="narrow">
        <Stack gap="4" align="flex-start">
          <Heading level={2} size="xl" id={titleId}>
            {title}
          </Heading>
          <Text size="lg">{text}</Text>
          <Inline gap="3">
            {actions.map((action, index) => (
              <ButtonLink
                key={action.href}
                href={action.href}
                variant={index === 0 ? 'secondary' : 'outline'}
                size="lg"
              >
                {action.label}
              </ButtonLink>
            ))}
          </Inline>
        </Stack>
      </Container>
    </Section>
  );
}
