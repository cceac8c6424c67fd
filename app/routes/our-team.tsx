import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { TitledSection } from '@site/ui/components/TitledSection';
import { StaffGrid } from '@site/ui/widgets/site/StaffGrid';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/our-team';

export const meta = () => pageMeta('/staff');

/** Runs when the page is pre-rendered: its words and photos reach the page as data, not JavaScript (docs/decisions/020). */
export const loader = async () => {
  const { divisions, leadership, projectManagers } = await import('../content/our-team');
  return { divisions, leadership, projectManagers };
};

/** /staff (docs/product.md §6.1): corporate leadership, the regional divisions and the project-management team. */
export default function Staff({ loaderData: { divisions, leadership, projectManagers } }: Route.ComponentProps) {
  return (
    <>
      <Section aria-labelledby="staff-title" tone="raised" spacing="compact">
        <Stack gap="2">
          <Heading level={1} id="staff-title">
            Our Team
          </Heading>
          <Text size="lg" tone="muted">
            The people who run your project, in every division. Select a person to read more.
          </Text>
        </Stack>
      </Section>
      <TitledSection id="leadership-title" title="Corporate Leadership" spacing="compact" gap="4">
        <StaffGrid people={leadership} />
      </TitledSection>
      <TitledSection id="divisions-title" title="Regional Divisions" spacing="compact">
        {divisions.map((division) => (
          <Stack key={division.name} gap="3">
            <Heading level={3} size="md">
              {division.name}
            </Heading>
            <StaffGrid people={division.people} />
          </Stack>
        ))}
      </TitledSection>
      <TitledSection id="pm-title" title="Project Management Team" spacing="compact" gap="4">
        <StaffGrid people={projectManagers} />
      </TitledSection>
    </>
  );
}
