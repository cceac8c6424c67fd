import { Badge, type BadgeVariant } from '@site/ui/components/Badge';
import { BulletList } from '@site/ui/components/BulletList';
import { Button, ButtonLink } from '@site/ui/components/Button';
import { Card } from '@site/ui/components/Card';
import { Container } from '@site/ui/components/Container';
import { Grid } from '@site/ui/components/Grid';
import { Heading } from '@site/ui/components/Heading';
import { Image } from '@site/ui/components/Image';
import { PageHeader } from '@site/ui/components/PageHeader';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { DotCarousel } from '@site/ui/widgets/DotCarousel';
import { futureProjects, type FutureProject } from '../content/future-projects';
import { pageMeta } from '../lib/seo';

export const meta = () => pageMeta('/future-projects');

const statusBadge: Record<FutureProject['status'], BadgeVariant> = {
  'In Motion - NDA Protected': 'default',
  'Ready for Development': 'success',
  'Environmental Planning': 'secondary',
};

function Documentation({ project }: { project: FutureProject }) {
  const { privateDocumentation, comingSoon, ndaNote } = futureProjects;
  if (project.isNDA) {
    return (
      <Stack gap="2" align="flex-start">
        <ButtonLink href={privateDocumentation.href}>{privateDocumentation.label}</ButtonLink>
        <Text size="sm" tone="muted">
          {ndaNote}
        </Text>
      </Stack>
    );
  }
  const noteId = `${project.id}-documentation-note`;
  // A natively disabled button: every screen reader announces it as unavailable in reading order, it never
  // takes a keyboard stop that does nothing, and the visible note it points to says why.
  return (
    <Stack gap="2" align="flex-start">
      <Button variant="outline" isDisabled aria-describedby={noteId}>
        {comingSoon.label}
      </Button>
      <Text size="sm" tone="muted" id={noteId}>
        {comingSoon.note}
      </Text>
    </Stack>
  );
}

function Concept({ project, firstScreen }: { project: FutureProject; firstScreen: boolean }) {
  return (
    <Card as="article" padding="lg" aria-labelledby={`${project.id}-title`}>
      <Grid columns={{ phone: 1, desktop: 2 }} gap="6">
        {/* The first concept's map is the page's largest paint: fetched at once, shown without a fade. */}
        <Image {...project.mapImage} sizes="(min-width: 1024px) 50vw, 100vw" priority={firstScreen} />
        <Stack gap="4">
          <Stack gap="2" align="flex-start">
            <Badge variant={statusBadge[project.status]}>{project.status}</Badge>
            <Heading level={2} size="xl" id={`${project.id}-title`}>
              {project.title}
            </Heading>
            <Text tone="muted">{project.location}</Text>
          </Stack>
          <Text>{project.description}</Text>
          <Stack gap="2">
            <Heading level={3} size="sm">
              Features
            </Heading>
            <BulletList items={project.features} gap="1" />
          </Stack>
          <Stack gap="1" as="ul">
            {[...project.details, { label: 'Estimated completion', value: project.completionDate }].map((detail) => (
              <li key={detail.label}>
                <Text>
                  <Text as="strong" weight="semibold">
                    {detail.label}:
                  </Text>{' '}
                  {detail.value}
                </Text>
              </li>
            ))}
          </Stack>
          <Documentation project={project} />
        </Stack>
      </Grid>
    </Card>
  );
}

/** /future-projects (docs/product.md §6.7): the three subdivision concepts in a wrapping carousel. */
export default function FutureProjects() {
  return (
    <>
      <PageHeader title={futureProjects.title} lead={futureProjects.intro} />
      <Section aria-label="Concepts">
        <Container>
          <DotCarousel
            label="Subdivision concepts"
            items={futureProjects.projects}
            itemLabel={(project) => project.title}
            renderItem={(project) => <Concept project={project} firstScreen={project === futureProjects.projects[0]} />}
          />
        </Container>
      </Section>
    </>
  );
}
