import { Container } from '@site/ui/components/Container';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { StaffGrid } from '@site/ui/widgets/StaffGrid';
import { divisions, leadership, projectManagers } from '../content/staff';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/staff');

/** /staff (docs/product.md §6.1): corporate leadership, the regional divisions and the project-management team. */
export default function Staff() {
  return (
    <>
      <Section aria-labelledby="staff-title" tone="raised" spacing="compact">
        <Container>
          <Stack gap="2">
            <Heading level={1} id="staff-title">
              Our Team
            </Heading>
            <Text size="lg" tone="muted">
              The people who run your project, in every division. Select a person to read more.
            </Text>
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby="leadership-title" spacing="compact">
        <Container>
          <Stack gap="4">
            <Heading level={2} id="leadership-title">
              Corporate Leadership
            </Heading>
            <StaffGrid people={leadership} />
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby="divisions-title" spacing="compact">
        <Container>
          <Stack gap="6">
            <Heading level={2} id="divisions-title">
              Regional Divisions
            </Heading>
            {divisions.map((division) => (
              <Stack key={division.name} gap="3">
                <Heading level={3} size="md">
                  {division.name}
                </Heading>
                <StaffGrid people={division.people} />
              </Stack>
            ))}
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby="pm-title" spacing="compact">
        <Container>
          <Stack gap="4">
            <Heading level={2} id="pm-title">
              Project Management Team
            </Heading>
            <StaffGrid people={projectManagers} />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
